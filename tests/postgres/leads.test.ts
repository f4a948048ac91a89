import { afterAll, beforeAll, describe } from "vitest";
import { createApiHarness, type ApiHarness } from "#tests/support/api-app";
import { leadEndpointContract } from "#tests/support/lead-endpoint-contract";
import { leadEndpoints } from "#tests/support/leads";
import { postgresAvailable, usePostgresCluster } from "#tests/support/postgres";

// Every lead endpoint (the talent request included) with every bad-input class, on PostgreSQL:
// the same contract tests/api/leads.test.ts runs on PGlite.
describe.runIf(postgresAvailable())("lead endpoints on PostgreSQL", () => {
  const pg = usePostgresCluster();
  let harness: ApiHarness;
  beforeAll(async () => {
    harness = await createApiHarness({ databaseUrl: pg.database(), env: { RATE_LIMIT_PER_MINUTE: "100000" } });
  });
  afterAll(async () => {
    await harness?.close();
  });

  describe.each(leadEndpoints)("$path", (endpoint) => {
    leadEndpointContract(() => harness, endpoint);
  });
});
