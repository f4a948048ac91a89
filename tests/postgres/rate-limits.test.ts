import { afterAll, beforeAll, describe } from "vitest";
import { createApiHarness, type ApiHarness } from "#tests/support/api-app";
import { bucketLimit, movableClock, rateLimitContract } from "#tests/contracts/rate-limits";
import { postgresAvailable, usePostgresCluster } from "#tests/support/postgres";

describe.runIf(postgresAvailable())("the per-client token bucket on PostgreSQL", () => {
  const pg = usePostgresCluster();
  const clock = movableClock();
  let harness: ApiHarness;
  beforeAll(async () => {
    harness = await createApiHarness({
      databaseUrl: pg.database(),
      clock: clock.now,
      env: { RATE_LIMIT_PER_MINUTE: String(bucketLimit) },
    });
  });
  afterAll(async () => {
    await harness?.close();
  });

  rateLimitContract(() => harness, clock);
});
