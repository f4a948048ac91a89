import { afterAll, beforeAll, describe } from "vitest";
import { createApiHarness, type ApiHarness } from "#tests/support/api-app";
import { contractRateLimit } from "#tests/contracts/lead-limits";
import { newsletterLifecycleContract } from "#app/modules/newsletter/tests/newsletter-lifecycle";
import { newsletterSignupContract } from "#app/modules/newsletter/tests/newsletter-signup";
import { postgresAvailable, usePostgresCluster } from "#tests/support/postgres";

describe.runIf(postgresAvailable())("the newsletter on PostgreSQL", () => {
  const pg = usePostgresCluster();
  let harness: ApiHarness;
  beforeAll(async () => {
    harness = await createApiHarness({
      databaseUrl: pg.database(),
      env: { RATE_LIMIT_PER_MINUTE: String(contractRateLimit) },
    });
  });
  afterAll(async () => {
    await harness?.close();
  });

  describe("POST /api/newsletter", () => newsletterSignupContract(() => harness));
  describe("double opt-in and unsubscribe", () => newsletterLifecycleContract(() => harness));
});
