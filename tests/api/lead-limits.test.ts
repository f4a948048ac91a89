import { useApiHarness } from "#tests/support/api-app";
import { contractRateLimit, leadLimitsContract } from "#tests/contracts/lead-limits";

const harness = useApiHarness({ env: { RATE_LIMIT_PER_MINUTE: String(contractRateLimit) } });

leadLimitsContract(() => harness);
