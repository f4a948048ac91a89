import { describe, expect, test } from "vitest";
import { useApiHarness } from "#tests/support/api-app";
import { leadEndpointContract } from "#tests/contracts/lead-endpoint";
import { freshIp, leadEndpoints } from "#tests/support/leads";

const harness = useApiHarness({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });

type Reply = { message: string; errors?: Record<string, Array<string>>; id?: string };

describe.each(leadEndpoints)("$path", (endpoint) => {
  leadEndpointContract(() => harness, endpoint);
});

test("field messages are docs/product.md's, ending with a period", async () => {
  const response = await harness.postJson(
    "/api/ai-interview",
    { name: "A", email: "nope", phone: "12", role: "", experience: "" },
    { "x-forwarded-for": freshIp() },
  );
  expect(response.status).toBe(400);
  const reply = (await response.json()) as Reply;
  expect(reply.errors).toEqual({
    name: ["Name must be at least 2 characters."],
    email: ["Please enter a valid email address."],
    phone: ["Please enter a valid phone number."],
    role: ["Please select a job role."],
    experience: ["Please select your experience level."],
  });
});
