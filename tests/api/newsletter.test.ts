import { describe } from "vitest";
import { useApiHarness } from "#tests/support/api-app";
import { contractRateLimit } from "#tests/support/lead-limits-contract";
import { newsletterLifecycleContract } from "#tests/support/newsletter-lifecycle-contract";
import { newsletterSignupContract } from "#tests/support/newsletter-signup-contract";

const harness = useApiHarness({ env: { RATE_LIMIT_PER_MINUTE: String(contractRateLimit) } });

describe("POST /api/newsletter on PGlite", () => newsletterSignupContract(() => harness));
describe("double opt-in and unsubscribe on PGlite", () => newsletterLifecycleContract(() => harness));
