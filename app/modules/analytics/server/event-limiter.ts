import type { Clock } from "#server/clock";

type Bucket = { tokens: number; at: number };

/** Whether an event is let through, and if not, whole seconds until the next one would be. */
export type EventAllowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Events per client per minute, counted in this process's memory: an event is too small and too
 * frequent for a database write per request, and a limit a few times too generous across several
 * processes still stops a flood. Leads keep their own limits in the database. Each client (its
 * key: an IPv6 client's /64) has a token bucket of `perMinute` that refills evenly over a minute,
 * so no minute boundary lets a burst through twice; a refused event takes nothing.
 */
export function eventLimiter(perMinute: number, clock: Clock) {
  const perMs = perMinute / 60_000;
  const buckets = new Map<string, Bucket>();
  let sweptAt = 0;
  return function allow(clientKey: string): EventAllowance {
    const now = clock().getTime();
    // A bucket untouched for a minute is full again, the same as none: forget it.
    if (Math.abs(now - sweptAt) >= 60_000) {
      for (const [key, bucket] of buckets) if (now - bucket.at >= 60_000) buckets.delete(key);
      sweptAt = now;
    }
    const bucket = buckets.get(clientKey);
    const tokens = bucket ? Math.min(perMinute, bucket.tokens + Math.max(0, now - bucket.at) * perMs) : perMinute;
    const at = Math.max(now, bucket?.at ?? now);
    if (tokens >= 1) {
      buckets.set(clientKey, { tokens: tokens - 1, at });
      return { allowed: true };
    }
    buckets.set(clientKey, { tokens, at });
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)) };
  };
}
