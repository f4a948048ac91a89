import { describe } from "vitest";
import { leadEndpointContract } from "#tests/contracts/lead-endpoint";
import { leadEndpoints } from "#tests/support/leads";
import { postgresAvailable, usePostgresHarness } from "#tests/support/postgres";

// Every lead endpoint (the talent request included) with every bad-input class, on PostgreSQL:
// the same contract app/modules/leads/tests/leads.test.ts runs on PGlite.
describe.runIf(postgresAvailable())("lead endpoints on PostgreSQL", () => {
  const harnessOf = usePostgresHarness({ RATE_LIMIT_PER_MINUTE: "100000" });

  describe.each(leadEndpoints)("$path", (endpoint) => {
    leadEndpointContract(harnessOf, endpoint);
  });
});
