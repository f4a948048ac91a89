import { expect, test } from "vitest";
import type { ApiHarness } from "#tests/support/api-app";
import { aiInterviewBody, freshIp } from "#tests/support/leads";

/** The limit the contract's harness must be configured with (RATE_LIMIT_PER_MINUTE). */
export const bucketLimit = 6;

/** The app's clock for the contract: real time, moved ahead by whatever the tests add. */
export function movableClock(): { now: () => Date; advance: (ms: number) => void } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
}

async function burst(h: ApiHarness, ip: string, times: number): Promise<Array<Response>> {
  return Promise.all(
    Array.from({ length: times }, () => h.postJson("/api/ai-interview", aiInterviewBody(), { "x-forwarded-for": ip })),
  );
}

const accepted = (replies: Array<Response>) => replies.filter((r) => r.status === 201).length;

/**
 * The per-client limit as a token bucket (docs/product.md#api-conventions), run against any harness
 * (PGlite in process, PostgreSQL): built with `RATE_LIMIT_PER_MINUTE = bucketLimit` and `clock.now`.
 */
export function rateLimitContract(harnessOf: () => ApiHarness, clock: ReturnType<typeof movableClock>): void {
  test("a burst at the limit, then another just past a minute boundary: the limit once, not twice", async () => {
    const h = harnessOf();
    const ip = freshIp();
    const toBoundary = 60_000 - (clock.now().getTime() % 60_000);
    clock.advance(toBoundary - 1_000);
    const first = await burst(h, ip, bucketLimit);
    clock.advance(1_500);
    const second = await burst(h, ip, bucketLimit);
    expect(accepted(first)).toBe(bucketLimit);
    expect(accepted(second)).toBe(0);
  });

  test("Retry-After says when the next request is heard, and then one is, not a minute's worth", async () => {
    const h = harnessOf();
    const ip = freshIp();
    expect(accepted(await burst(h, ip, bucketLimit))).toBe(bucketLimit);
    const [refused] = await burst(h, ip, 1);
    expect(refused?.status).toBe(429);
    const retryAfter = Number(refused?.headers.get("retry-after"));
    // One request every 60 / limit seconds: 10 s at 6 a minute.
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60 / bucketLimit);
    clock.advance(retryAfter * 1000);
    expect(accepted(await burst(h, ip, 3))).toBe(1);
  });

  test("a quiet minute fills the bucket again: the whole limit at once", async () => {
    const h = harnessOf();
    const ip = freshIp();
    expect(accepted(await burst(h, ip, bucketLimit + 2))).toBe(bucketLimit);
    clock.advance(30_000);
    expect(accepted(await burst(h, ip, bucketLimit))).toBe(bucketLimit / 2);
    clock.advance(60_000);
    expect(accepted(await burst(h, ip, bucketLimit + 2))).toBe(bucketLimit);
  });
}
