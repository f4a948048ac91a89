import { sql } from "drizzle-orm";
import { daysOf } from "#app/modules/analytics/lib/analytics-range";
import { addCalendarDays, slotStart, todayIn } from "#app/lib/booking-slots";
import { rowsOf, type Database } from "#server/db/client";
import { storeDailyFigures, type DailyFigure, type EventStore } from "./event-store";

/** Days rolled up per query: a week of raw events is one cheap scan of the `at` index. */
const batchDays = 7;

/** The instant a business day starts. */
export function dayStart(day: string, timeZone: string): Date {
  return slotStart(day, 0, timeZone);
}

/** The days of [first, last] in runs of consecutive days, each at most `size` long. */
export function dayBatches(days: Array<string>, size: number): Array<Array<string>> {
  const batches: Array<Array<string>> = [];
  for (const day of days) {
    const batch = batches.at(-1);
    const previous = batch?.at(-1);
    if (batch && previous && batch.length < size && addCalendarDays(previous, 1) === day) batch.push(day);
    else batches.push([day]);
  }
  return batches;
}

/**
 * Keeps each finished business day's figures in `analytics_daily`, then deletes raw events older
 * than the retention (docs/product.md#analytics): reports read past days from the daily table
 * only, so they stay fast however many events are kept, and the figures outlive the events.
 *
 * A day is rolled up once it has a 'total' row; a day without a single page view still gets one,
 * all zeros, so it is never looked at again. What is left to do is found from the oldest raw event
 * and the days already rolled up: two index look-ups when nothing is due. Running it twice, or in
 * two processes at once, stores the same figures (each batch replaces its days in a transaction).
 */
export async function rollUpAnalytics(
  db: Database,
  events: EventStore,
  now: Date,
  timeZone: string,
  retentionDays: number,
): Promise<{ days: number; purged: number }> {
  const today = todayIn(timeZone, now);
  const [oldest] = rowsOf<{ at: string | Date | null }>(
    await db.execute(sql`select min(at) as at from analytics_events`),
  );
  let rolled = 0;
  if (oldest?.at) {
    const first = todayIn(timeZone, new Date(oldest.at));
    const done = new Set(
      rowsOf<{ day: string }>(
        await db.execute(sql`
          select day from analytics_daily where dimension = 'total' and day >= ${first} and day < ${today}`),
      ).map((row) => row.day),
    );
    const due = first < today ? daysOf(first, addCalendarDays(today, -1)).filter((day) => !done.has(day)) : [];
    for (const batch of dayBatches(due, batchDays)) {
      const from = dayStart(batch[0] as string, timeZone);
      const to = dayStart(addCalendarDays(batch.at(-1) as string, 1), timeZone);
      const figures = await events.figures(from, to, timeZone);
      const zeros: Array<DailyFigure> = batch
        .filter((day) => !figures.some((figure) => figure.day === day && figure.dimension === "total"))
        .map((day) => ({ day, dimension: "total", value: "", visitors: 0, pageviews: 0, visits: 0 }));
      await storeDailyFigures(db, batch, [...figures.filter((figure) => batch.includes(figure.day)), ...zeros]);
      rolled += batch.length;
    }
  }
  // Purged only after the roll-up above, so no day loses its raw events before its figures are kept.
  const purged = await events.purge(new Date(now.getTime() - retentionDays * 86_400_000));
  return { days: rolled, purged };
}
