import { testClock } from "#tests/support/admin";
import { useApiHarness } from "#tests/support/api-app";
import { contractRateLimit, leadLimitsContract } from "#tests/contracts/lead-limits";

// The app's clock stands still: the buckets do not refill while a burst is being answered.
const harness = useApiHarness({ clock: testClock().now, env: { RATE_LIMIT_PER_MINUTE: String(contractRateLimit) } });

leadLimitsContract(() => harness);
