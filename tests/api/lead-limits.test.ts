import { afterAll, beforeAll } from "vitest";
import { createApiHarness, type ApiHarness } from "#tests/support/api-app";
import { contractRateLimit, leadLimitsContract } from "#tests/support/lead-limits-contract";

let harness: ApiHarness;
beforeAll(async () => {
  harness = await createApiHarness({ env: { RATE_LIMIT_PER_MINUTE: String(contractRateLimit) } });
});
afterAll(async () => {
  await harness.close();
});

leadLimitsContract(() => harness);
