import { daysOf, previousRange, type ReportRange } from "#app/modules/analytics/lib/analytics-range";
import type { AnalyticsReportView, AnalyticsTotals } from "#app/modules/analytics/lib/analytics-views";
import { todayIn } from "#app/lib/booking-slots";
import { leadKindList } from "#app/lib/leads/lead-kinds";
import type { Database } from "#server/db/client";
import type { EventStore } from "./event-store";
import { rangeFigures, type RangeFigures } from "./range-figures";
import { countOf, rangeLeadCount, rangeLeads } from "./range-leads";
import { campaignRows, dimensionRows, funnelRows } from "./report-tables";

function totalsOf(figures: RangeFigures, leads: number): AnalyticsTotals {
  const sum = { visitors: 0, pageviews: 0, visits: 0 };
  for (const day of figures.days.values()) {
    sum.visitors += day.visitors;
    sum.pageviews += day.pageviews;
    sum.visits += day.visits;
  }
  return { ...sum, leads, conversion: sum.visitors ? leads / sum.visitors : null };
}

/**
 * The analytics report of business days [from, to] (docs/product.md#analytics): totals against
 * the period of the same length before, a series per day, the tables by page, entry page,
 * channel, source, campaign and device, a funnel per form and the campaign table. Past days come
 * from `analytics_daily`, today (and any day not rolled up yet) from the raw events; leads from
 * the leads table, spam left out.
 */
export async function analyticsReport(
  db: Database,
  events: EventStore,
  options: { range: ReportRange; timeZone: string; now: Date },
): Promise<AnalyticsReportView> {
  const { range, timeZone } = options;
  const today = todayIn(timeZone, options.now);
  const previous = previousRange(range);
  const [figures, { groups: leads, perDay }, before, leadsBefore] = await Promise.all([
    rangeFigures(db, events, range, timeZone, today),
    rangeLeads(db, range, timeZone),
    rangeFigures(db, events, previous, timeZone, today, false),
    rangeLeadCount(db, previous, timeZone),
  ]);
  return {
    timeZone,
    today,
    range,
    previous,
    totals: totalsOf(figures, countOf(leads)),
    previousTotals: totalsOf(before, leadsBefore),
    days: daysOf(range.from, range.to).map((date) => ({
      date,
      visitors: figures.days.get(date)?.visitors ?? 0,
      pageviews: figures.days.get(date)?.pageviews ?? 0,
      leads: perDay.get(date) ?? 0,
    })),
    pages: dimensionRows(figures, "page", null),
    entryPages: dimensionRows(figures, "entry", null),
    channels: dimensionRows(figures, "channel", leads, (group) => group.channel),
    sources: dimensionRows(figures, "source", leads, (group) => group.source ?? "unknown"),
    campaigns: dimensionRows(figures, "campaign", null),
    devices: dimensionRows(figures, "device", null),
    funnels: funnelRows(figures, leads),
    campaignTable: campaignRows(figures, leads),
    kinds: leadKindList.map((kind) => ({ type: kind.type, label: kind.label, plural: kind.plural })),
  };
}
