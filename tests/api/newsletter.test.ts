import { afterAll, beforeAll, describe } from "vitest";
import { createApiHarness, type ApiHarness } from "#tests/support/api-app";
import { contractRateLimit } from "#tests/support/lead-limits-contract";
import { newsletterLifecycleContract } from "#tests/support/newsletter-lifecycle-contract";
import { newsletterSignupContract } from "#tests/support/newsletter-signup-contract";

let harness: ApiHarness;
beforeAll(async () => {
  harness = await createApiHarness({ env: { RATE_LIMIT_PER_MINUTE: String(contractRateLimit) } });
});
afterAll(async () => {
  await harness.close();
});

describe("POST /api/newsletter on PGlite", () => newsletterSignupContract(() => harness));
describe("double opt-in and unsubscribe on PGlite", () => newsletterLifecycleContract(() => harness));
