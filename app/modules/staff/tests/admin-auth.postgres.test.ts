import { afterAll, beforeAll, describe } from "vitest";
import { testClock } from "#tests/support/admin";
import { adminAuthContract } from "#tests/contracts/admin-auth";
import { createApiHarness, type ApiHarness } from "#tests/support/api-app";
import { postgresAvailable, usePostgresCluster } from "#tests/support/postgres";

describe.runIf(postgresAvailable())("admin sign-in and sessions on PostgreSQL", () => {
  const pg = usePostgresCluster();
  const clock = testClock();
  let harness: ApiHarness;
  beforeAll(async () => {
    harness = await createApiHarness({ databaseUrl: pg.database(), clock: clock.now });
  });
  afterAll(async () => {
    await harness?.close();
  });
  adminAuthContract(() => harness, clock);
});
