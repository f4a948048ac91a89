import { afterAll, beforeAll, describe } from "vitest";
import { adminSearchContract } from "#tests/support/admin-search-contract";
import { createApiHarness, type ApiHarness } from "#tests/support/api-app";
import { postgresAvailable, usePostgresCluster } from "#tests/support/postgres";

describe.runIf(postgresAvailable())("admin search on PostgreSQL", () => {
  const pg = usePostgresCluster();
  let harness: ApiHarness;
  beforeAll(async () => {
    harness = await createApiHarness({ databaseUrl: pg.database(), env: { RATE_LIMIT_PER_MINUTE: "100000" } });
  });
  afterAll(async () => {
    await harness?.close();
  });
  adminSearchContract(() => harness);
});
