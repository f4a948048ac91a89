import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "#server/db/client";

export type RateLimitResult = {
  allowed: boolean;
  limit: number;
  /** Whole seconds until the bucket holds a request again (at least 1). */
  retryAfterSeconds: number;
};

/**
 * Takes one request from `key`'s token bucket (docs/product.md#api-conventions): it holds up to
 * `perMinute` and refills evenly, `perMinute` a minute, so a quiet client may send `perMinute` at
 * once and then one every `60 / perMinute` seconds, and no window boundary lets a burst through
 * twice. A refused request takes nothing. The bucket lives in the database, so every app process
 * shares it, and the refill, the take and the answer are one atomic upsert, so concurrent requests
 * never both take the last token. `now` is the app's clock (tests move it); a process whose clock
 * lags another's never makes a bucket refill backwards.
 */
export async function hitRateLimit(db: Database, key: string, perMinute: number, now: Date): Promise<RateLimitResult> {
  const perSecond = perMinute / 60;
  const refilled = sql`least(${perMinute}::float8, b.tokens + greatest(0, extract(epoch from (${now}::timestamptz - b.updated_at))) * ${perSecond}::float8)`;
  const result = await db.execute(sql`
    insert into rate_limit_buckets as b (key, tokens, updated_at, allowed)
    values (${key}, ${perMinute - 1}::float8, ${now}, true)
    on conflict (key) do update set
      allowed = ${refilled} >= 1,
      tokens = case when ${refilled} >= 1 then ${refilled} - 1 else ${refilled} end,
      updated_at = greatest(b.updated_at, ${now}::timestamptz)
    returning b.allowed as allowed, b.tokens as tokens`);
  const row = rowsOf<{ allowed: boolean; tokens: number | string }>(result)[0];
  if (!row) throw new Error("rate limit upsert returned no row");
  const tokens = Number(row.tokens);
  return {
    allowed: row.allowed,
    limit: perMinute,
    retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perSecond)),
  };
}

/** Drops buckets untouched for two minutes: full again by then, the same as none. */
export async function pruneRateLimits(db: Database, now: Date): Promise<number> {
  const result = await db.execute(
    sql`delete from rate_limit_buckets where updated_at < ${new Date(now.getTime() - 2 * 60_000)}`,
  );
  return (
    (result as { rowCount?: number | null; affectedRows?: number }).rowCount ??
    (result as { affectedRows?: number }).affectedRows ??
    0
  );
}
