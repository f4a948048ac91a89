import type { DailyFigure, EventStore } from "./event-store";

/** How long figures computed from raw events (today's) are reused by the reports. */
export const liveFiguresMaxAgeMs = 30_000;

/**
 * The store with its `figures` remembered for a while per range: today's figures come from the raw
 * events, the one costly part of a report (docs/product.md#analytics), and staff opening the pages
 * and their CSVs one after the other need not count the day again each time. They are at most
 * `maxAgeMs` old; past days come from `analytics_daily` and are never cached here. `elapsed` is a
 * monotonic clock in milliseconds (an age, not a time of day).
 */
export function withRecentFigures(
  events: EventStore,
  maxAgeMs = liveFiguresMaxAgeMs,
  elapsed: () => number = () => performance.now(),
): EventStore {
  const recent = new Map<string, { at: number; figures: Promise<Array<DailyFigure>> }>();
  return {
    ...events,
    figures(from, to, timeZone) {
      const now = elapsed();
      for (const [key, entry] of recent) if (now - entry.at > maxAgeMs) recent.delete(key);
      const key = `${from.toISOString()}/${to.toISOString()}/${timeZone}`;
      const hit = recent.get(key);
      if (hit) return hit.figures;
      const figures = events.figures(from, to, timeZone);
      recent.set(key, { at: now, figures });
      // A failed computation is not remembered: the next report tries again.
      figures.catch(() => recent.delete(key));
      return figures;
    },
  };
}
