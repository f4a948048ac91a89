import { sql } from "drizzle-orm";
import { addCalendarDays } from "#app/lib/booking-slots";
import { rowsOf, type Database } from "#server/db/client";
import { dayStart } from "./rollup";

/** Leads received in a range, counted per kind, stage and where they came from. */
export type LeadGroup = {
  type: string;
  status: string;
  /** 'unknown' also for leads from before the tracker, which carry no channel. */
  channel: string;
  source: string | null;
  campaign: string | null;
  n: number;
};

/** The stages that count as qualified in the funnels: the lead was judged worth a proposal, or won. */
export const qualifiedStages = ["qualified", "proposal", "won"];

function bounds(range: { from: string; to: string }, timeZone: string) {
  return { from: dayStart(range.from, timeZone), to: dayStart(addCalendarDays(range.to, 1), timeZone) };
}

/**
 * Leads received in business days [from, to], spam left out; erased leads still count (erasure
 * keeps anonymous counts, as on the dashboard), under 'unknown' since their source went with them.
 * Counted per kind, stage and source, and apart per day: together, a row per lead could come back.
 */
export async function rangeLeads(
  db: Database,
  range: { from: string; to: string },
  timeZone: string,
): Promise<{ groups: Array<LeadGroup>; perDay: Map<string, number> }> {
  const { from, to } = bounds(range, timeZone);
  // One scan for both counts (grouping sets); the day is formatted after grouping, once per day.
  const rows = rowsOf<Omit<LeadGroup, "n"> & { day: string | null; kinds: number; n: string | number }>(
    await db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as day, type, status, channel, source, campaign, count(*) as n,
             grouping(day) as kinds
      from (select (created_at at time zone ${timeZone})::date as day, type, status,
                   coalesce(channel, 'unknown') as channel, source, campaign
            from leads
            where not spam and created_at >= ${from.toISOString()} and created_at < ${to.toISOString()}) as l
      group by grouping sets ((type, status, channel, source, campaign), (day))`),
  );
  const groups = rows.filter((row) => Number(row.kinds) === 1);
  const days = rows.filter((row) => Number(row.kinds) === 0);
  return {
    groups: groups.map(({ type, status, channel, source, campaign, n }) => ({
      type,
      status,
      channel,
      source,
      campaign,
      n: Number(n),
    })),
    perDay: new Map(days.map((row) => [row.day ?? "", Number(row.n)])),
  };
}

/** How many leads (spam left out) business days [from, to] received. */
export async function rangeLeadCount(db: Database, range: { from: string; to: string }, timeZone: string) {
  const { from, to } = bounds(range, timeZone);
  const [row] = rowsOf<{ n: string | number }>(
    await db.execute(sql`
      select count(*) as n from leads
      where not spam and created_at >= ${from.toISOString()} and created_at < ${to.toISOString()}`),
  );
  return Number(row?.n ?? 0);
}

/** The sum of `n` over the groups that pass. */
export function countOf(groups: Array<LeadGroup>, pass: (group: LeadGroup) => boolean = () => true): number {
  return groups.reduce((sum, group) => (pass(group) ? sum + group.n : sum), 0);
}
