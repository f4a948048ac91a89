import { expect, test } from "vitest";
import { consentRecords } from "#server/db/schema";
import { useApiHarness } from "#tests/support/api-app";
import { expectSecurityHeaders } from "#tests/support/security-headers";

const harness = useApiHarness();

async function storedConsents() {
  return harness.database.db.select().from(consentRecords);
}

test("GET /healthz answers ok", async () => {
  const response = await harness.request("/healthz");
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("GET /readyz checks the database", async () => {
  const response = await harness.request("/readyz");
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ready", database: "ok" });
});

test("every response carries the security headers and no X-Powered-By: health, API answers, refusals, 404s", async () => {
  const responses: Array<[string, Response]> = [
    ["GET /healthz", await harness.request("/healthz")],
    ["GET /api/appointments/availability", await harness.request("/api/appointments/availability")],
    ["POST /api/consent (bad body)", await harness.postJson("/api/consent", { choice: "maybe" })],
    ["GET /api/nothing-here", await harness.request("/api/nothing-here")],
    ["GET /admin (signed out)", await harness.request("/admin")],
  ];
  for (const [what, response] of responses) expectSecurityHeaders(response, what);
});

test("POST /api/consent records the choice with an id, the policy version and the time", async () => {
  const response = await harness.postJson("/api/consent", { choice: "all", policyVersion: "2025-01" });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { id: string; choice: string; policyVersion: string; recordedAt: string };
  expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
  expect(body.choice).toBe("all");
  expect(body.policyVersion).toBe("2025-01");
  expect(Number.isNaN(Date.parse(body.recordedAt))).toBe(false);
  const rows = await storedConsents();
  expect(rows.some((row) => row.id === body.id && row.choice === "all")).toBe(true);
});

test.each([
  ["an unknown choice", { choice: "everything", policyVersion: "2025-01" }, "choice"],
  ["a missing policy version", { choice: "essential" }, "policyVersion"],
  ["a wrong type", { choice: 1, policyVersion: "2025-01" }, "choice"],
  ["an extra field", { choice: "all", policyVersion: "2025-01", admin: true }, "admin"],
])("POST /api/consent with %s answers 400 naming the field and stores nothing", async (_label, body, field) => {
  const before = (await storedConsents()).length;
  const response = await harness.postJson("/api/consent", body);
  expect(response.status).toBe(400);
  const reply = (await response.json()) as { message: string; errors: Record<string, Array<string>> };
  expect(reply.message).toMatch(/check/i);
  expect(reply.errors[field]?.length).toBeGreaterThan(0);
  expect((await storedConsents()).length).toBe(before);
});

test("invalid JSON answers 400 with a clear message", async () => {
  const response = await harness.postJson("/api/consent", "{not json");
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ message: "The request body is not valid JSON." });
});

test("a text/plain body answers 415", async () => {
  const response = await harness.request("/api/consent", {
    method: "POST",
    headers: { "content-type": "text/plain", origin: "http://localhost:3000" },
    body: "choice=all",
  });
  expect(response.status).toBe(415);
  expect(((await response.json()) as { message: string }).message).toContain("application/json");
});

test("a body over 32 KB answers 413", async () => {
  const response = await harness.postJson("/api/consent", { choice: "all", policyVersion: "x".repeat(100_000) });
  expect(response.status).toBe(413);
  expect(((await response.json()) as { message: string }).message).toContain("32 KB");
});

test("a request from another site answers 403 and stores nothing", async () => {
  const before = (await storedConsents()).length;
  const response = await harness.postJson(
    "/api/consent",
    { choice: "all", policyVersion: "2025-01" },
    { origin: "https://evil.example" },
  );
  expect(response.status).toBe(403);
  expect(((await response.json()) as { message: string }).message).toMatch(/other websites/);
  expect((await storedConsents()).length).toBe(before);
});

test("an unknown API path answers a JSON 404", async () => {
  const response = await harness.request("/api/nothing-here");
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ message: "There is no API endpoint at this address." });
});
