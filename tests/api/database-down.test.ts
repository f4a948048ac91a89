import { expect, test } from "vitest";
import { createApiHarness } from "#tests/support/api-app";
import { aiInterviewBody } from "#tests/support/leads";

test("with the database down a valid lead answers 503 with a retryable message, and bad input is still 400", async () => {
  const harness = await createApiHarness();
  await harness.close();
  const response = await harness.postJson("/api/ai-interview", aiInterviewBody());
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe("30");
  const reply = (await response.json()) as { message: string };
  expect(reply.message).toMatch(/try again/i);
  expect(JSON.stringify(reply)).not.toMatch(/PGlite|stack|at /);
  const invalid = await harness.postJson("/api/ai-interview", { name: "x" });
  expect(invalid.status).toBe(400);
});
