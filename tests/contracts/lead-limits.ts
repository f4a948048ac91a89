import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { leads } from "#server/db/schema";
import type { ApiHarness } from "#tests/support/api-app";
import { freshIp, leadEndpoints, storedCounts } from "#tests/support/leads";

/** The limit the contract's harness must be configured with (RATE_LIMIT_PER_MINUTE). */
export const contractRateLimit = 5;

/**
 * Rate-limit and idempotency behaviour, run against any harness (PGlite in process,
 * PostgreSQL): the same assertions hold whichever database keeps the counters.
 */
export function leadLimitsContract(harnessOf: () => ApiHarness): void {
  const [interview, gitex] = leadEndpoints;

  test("over the limit a client gets 429 with Retry-After, per endpoint and per client", async () => {
    const h = harnessOf();
    const ip = freshIp();
    for (let i = 0; i < contractRateLimit; i++) {
      expect((await h.postJson(interview.path, interview.body(), { "x-forwarded-for": ip })).status).toBe(201);
    }
    const before = await storedCounts(h.database.db);
    const limited = await h.postJson(interview.path, interview.body(), { "x-forwarded-for": ip });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    // The next request is heard once one more is refilled: 60 / limit seconds at most.
    expect(retryAfter).toBeLessThanOrEqual(60 / contractRateLimit);
    expect(await limited.json()).toEqual({
      message: "Too many requests from your network. Please wait a minute and try again.",
    });
    expect(await storedCounts(h.database.db)).toEqual(before);
    // Another endpoint, and another IP, have their own counters.
    expect((await h.postJson(gitex.path, gitex.body(), { "x-forwarded-for": ip })).status).toBe(201);
    expect((await h.postJson(interview.path, interview.body(), { "x-forwarded-for": freshIp() })).status).toBe(201);
  });

  test("simultaneous requests from one client: exactly the limit succeed", async () => {
    const h = harnessOf();
    const ip = freshIp();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => h.postJson(gitex.path, gitex.body(), { "x-forwarded-for": ip })),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(contractRateLimit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - contractRateLimit);
  });

  test("a retry with the same Idempotency-Key returns the first answer and stores one lead", async () => {
    const h = harnessOf();
    const key = `retry-${crypto.randomUUID()}`;
    const body = interview.body({ email: `${key}@example.com` });
    const first = await h.postJson(interview.path, body, { "x-forwarded-for": freshIp(), "idempotency-key": key });
    expect(first.status).toBe(201);
    const firstBody = await first.json();
    const before = await storedCounts(h.database.db);
    const again = await h.postJson(
      interview.path,
      { ...body },
      { "x-forwarded-for": freshIp(), "idempotency-key": key },
    );
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(firstBody);
    expect(await storedCounts(h.database.db)).toEqual(before);
    expect(
      await h.database.db
        .select()
        .from(leads)
        .where(eq(leads.email, `${key}@example.com`)),
    ).toHaveLength(1);
  });

  test("the same Idempotency-Key with a different body answers 422 and stores nothing", async () => {
    const h = harnessOf();
    const key = `mismatch-${crypto.randomUUID()}`;
    expect(
      (await h.postJson(interview.path, interview.body(), { "x-forwarded-for": freshIp(), "idempotency-key": key }))
        .status,
    ).toBe(201);
    const before = await storedCounts(h.database.db);
    const changed = await h.postJson(interview.path, interview.body({ name: "Someone Else" }), {
      "x-forwarded-for": freshIp(),
      "idempotency-key": key,
    });
    expect(changed.status).toBe(422);
    expect(((await changed.json()) as { message: string }).message).toMatch(/already used for a different request/);
    expect(await storedCounts(h.database.db)).toEqual(before);
  });

  test("an Idempotency-Key is scoped to its endpoint", async () => {
    const h = harnessOf();
    const key = `scoped-${crypto.randomUUID()}`;
    const a = await h.postJson(interview.path, interview.body(), {
      "x-forwarded-for": freshIp(),
      "idempotency-key": key,
    });
    const b = await h.postJson(gitex.path, gitex.body(), { "x-forwarded-for": freshIp(), "idempotency-key": key });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(((await a.json()) as { id: string }).id).not.toBe(((await b.json()) as { id: string }).id);
  });

  test("simultaneous retries with one Idempotency-Key store one lead and all get its answer", async () => {
    const h = harnessOf();
    const key = `burst-${crypto.randomUUID()}`;
    const email = `${key}@example.com`;
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        h.postJson(gitex.path, gitex.body({ email }), { "x-forwarded-for": freshIp(), "idempotency-key": key }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(201));
    const ids = new Set(await Promise.all(replies.map(async (r) => ((await r.json()) as { id: string }).id)));
    expect(ids.size).toBe(1);
    expect(await h.database.db.select().from(leads).where(eq(leads.email, email))).toHaveLength(1);
  });
}
