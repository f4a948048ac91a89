import type { Clock } from "#server/clock";

/**
 * Events per client address per minute, counted in this process's memory: an event is too small
 * and too frequent for a database write per request, and a limit a few times too generous across
 * several processes still stops a flood. Leads keep their own limits in the database.
 */
export function eventLimiter(perMinute: number, clock: Clock) {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return function allow(address: string): boolean {
    const minute = Math.floor(clock().getTime() / 60_000);
    if (minute !== windowStart) {
      windowStart = minute;
      counts = new Map();
    }
    const count = (counts.get(address) ?? 0) + 1;
    counts.set(address, count);
    return count <= perMinute;
  };
}
