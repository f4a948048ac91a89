import { useApiHarness } from "#tests/support/api-app";
import { contractRateLimit, leadLimitsContract } from "#tests/support/lead-limits-contract";

const harness = useApiHarness({ env: { RATE_LIMIT_PER_MINUTE: String(contractRateLimit) } });

leadLimitsContract(() => harness);
