import { sql } from "drizzle-orm";
import { daysOf } from "#app/modules/analytics/lib/analytics-range";
import { addCalendarDays } from "#app/lib/booking-slots";
import { rowsOf, type Database } from "#server/db/client";
import type { DailyFigure, EventStore } from "./event-store";
import { dayBatches, dayStart } from "./rollup";

export type Counts = { visitors: number; pageviews: number; visits: number };
/** A range's figures: each day's totals, and per dimension each value's sums over the days. */
export type RangeFigures = { days: Map<string, Counts>; dimensions: Map<string, Map<string, Counts>> };

type SumRow = {
  dimension: string;
  value: string;
  visitors: string | number;
  pageviews: string | number;
  visits: string | number;
};

function add(into: Map<string, Counts>, key: string, counts: Counts): void {
  const sum = into.get(key) ?? { visitors: 0, pageviews: 0, visits: 0 };
  into.set(key, {
    visitors: sum.visitors + Number(counts.visitors),
    pageviews: sum.pageviews + Number(counts.pageviews),
    visits: sum.visits + Number(counts.visits),
  });
}

function addValue(figures: RangeFigures, row: { dimension: string; value: string } & Counts): void {
  if (row.dimension === "total") return;
  const values = figures.dimensions.get(row.dimension) ?? new Map<string, Counts>();
  figures.dimensions.set(row.dimension, values);
  add(values, row.value, row);
}

/**
 * The figures of business days [from, to] (docs/product.md#analytics). Days already rolled up are
 * read from `analytics_daily`, summed by the database; the rest (today, and any day the roll-up
 * has not reached yet) are computed from the raw events. `withValues: false` reads the day totals
 * only (the previous period, which is only compared by its totals).
 */
export async function rangeFigures(
  db: Database,
  events: EventStore,
  range: { from: string; to: string },
  timeZone: string,
  today: string,
  withValues = true,
): Promise<RangeFigures> {
  const figures: RangeFigures = { days: new Map(), dimensions: new Map() };
  const last = range.to < today ? range.to : today;
  if (range.from > last) return figures;
  const totals = rowsOf<SumRow & { day: string }>(
    await db.execute(sql`
      select day, dimension, value, visitors, pageviews, visits from analytics_daily
      where dimension = 'total' and day >= ${range.from} and day <= ${last}`),
  );
  for (const row of totals) add(figures.days, row.day, row as unknown as Counts);
  if (withValues) {
    const sums = rowsOf<SumRow>(
      await db.execute(sql`
        select dimension, value, sum(visitors) as visitors, sum(pageviews) as pageviews, sum(visits) as visits
        from analytics_daily where day >= ${range.from} and day <= ${last} and dimension <> 'total'
        group by dimension, value`),
    );
    for (const row of sums) addValue(figures, row as unknown as DailyFigure);
  }
  const live = daysOf(range.from, last).filter((day) => !figures.days.has(day));
  for (const batch of dayBatches(live, Number.MAX_SAFE_INTEGER)) {
    const from = dayStart(batch[0] as string, timeZone);
    const to = dayStart(addCalendarDays(batch.at(-1) as string, 1), timeZone);
    for (const row of await events.figures(from, to, timeZone)) {
      if (row.dimension === "total") add(figures.days, row.day, row);
      else if (withValues) addValue(figures, row);
    }
  }
  return figures;
}
