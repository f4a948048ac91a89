import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "#server/db/client";

export type RateLimitResult = {
  allowed: boolean;
  /** Requests counted in the current window, this one included. */
  count: number;
  limit: number;
  /** Whole seconds until the current window ends (at least 1). */
  retryAfterSeconds: number;
};

/**
 * Counts one request against `key` in the current fixed one-minute window.
 * The counter lives in the database, so every app process shares it; the upsert is a
 * single atomic statement, so concurrent requests never lose a count. The window
 * comes from the database clock, so processes with skewed clocks agree.
 */
export async function hitRateLimit(db: Database, key: string, limit: number): Promise<RateLimitResult> {
  const result = await db.execute(sql`
    insert into rate_limit_counters as c (key, window_start, count)
    values (${key}, date_trunc('minute', clock_timestamp()), 1)
    on conflict (key, window_start) do update set count = c.count + 1
    returning c.count as count,
      greatest(1, ceil(extract(epoch from (c.window_start + interval '1 minute' - clock_timestamp()))))::int as retry_after`);
  const row = rowsOf<{ count: number | string; retry_after: number | string }>(result)[0];
  if (!row) throw new Error("rate limit upsert returned no row");
  const count = Number(row.count);
  return { allowed: count <= limit, count, limit, retryAfterSeconds: Number(row.retry_after) };
}

/** Drops finished windows; any process may run it now and then. */
export async function pruneRateLimits(db: Database): Promise<number> {
  const result = await db.execute(
    sql`delete from rate_limit_counters where window_start < date_trunc('minute', clock_timestamp()) - interval '1 minute'`,
  );
  return (
    (result as { rowCount?: number | null; affectedRows?: number }).rowCount ??
    (result as { affectedRows?: number }).affectedRows ??
    0
  );
}
