import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { testClock } from "#tests/support/admin";
import { createApiHarness, type ApiHarness } from "#tests/support/api-app";
import { contractRateLimit, leadLimitsContract } from "#tests/contracts/lead-limits";
import { aiInterviewBody, freshIp } from "#tests/support/leads";
import { postgresAvailable, usePostgresCluster } from "#tests/support/postgres";

describe.runIf(postgresAvailable())("rate limits and idempotency keys on PostgreSQL", () => {
  const pg = usePostgresCluster();
  let harness: ApiHarness;
  let sibling: ApiHarness;
  beforeAll(async () => {
    const url = pg.database();
    const env = { RATE_LIMIT_PER_MINUTE: String(contractRateLimit) };
    // One clock that stands still: the buckets do not refill while a burst is being answered.
    const clock = testClock().now;
    harness = await createApiHarness({ databaseUrl: url, env, clock });
    // A second app instance with its own connection pool on the same database.
    sibling = await createApiHarness({ databaseUrl: url, env, clock });
  });
  afterAll(async () => {
    await sibling?.close();
    await harness?.close();
  });

  leadLimitsContract(() => harness);

  test("two app instances share one bucket per client and one idempotency answer", async () => {
    const ip = freshIp();
    const statuses: Array<number> = [];
    for (let i = 0; i < contractRateLimit + 2; i++) {
      const app = i % 2 === 0 ? harness : sibling;
      statuses.push((await app.postJson("/api/ai-interview", aiInterviewBody(), { "x-forwarded-for": ip })).status);
    }
    expect(statuses).toEqual([...Array(contractRateLimit).fill(201), 429, 429]);

    const key = crypto.randomUUID();
    const first = await harness.postJson("/api/ai-interview", aiInterviewBody(), {
      "x-forwarded-for": freshIp(),
      "idempotency-key": key,
    });
    const replayed = await sibling.postJson("/api/ai-interview", aiInterviewBody(), {
      "x-forwarded-for": freshIp(),
      "idempotency-key": key,
    });
    expect(replayed.headers.get("idempotent-replayed")).toBe("true");
    expect(await replayed.json()).toEqual(await first.json());
  });
});
