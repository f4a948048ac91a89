import { describe } from "vitest";
import { useApiHarness } from "#tests/support/api-app";
import { contractRateLimit } from "#tests/contracts/lead-limits";
import { newsletterLifecycleContract } from "#app/modules/newsletter/tests/newsletter-lifecycle";
import { newsletterSignupContract } from "#app/modules/newsletter/tests/newsletter-signup";

const harness = useApiHarness({ env: { RATE_LIMIT_PER_MINUTE: String(contractRateLimit) } });

describe("POST /api/newsletter on PGlite", () => newsletterSignupContract(() => harness));
describe("double opt-in and unsubscribe on PGlite", () => newsletterLifecycleContract(() => harness));
