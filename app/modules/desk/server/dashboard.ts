import { sql } from "drizzle-orm";
import { addCalendarDays, slotStart, todayIn } from "#app/lib/booking-slots";
import { openStages } from "#app/lib/admin/stages";
import { leadKindList } from "#app/lib/leads/lead-kinds";
import type { DashboardView } from "#app/lib/admin/views";
import { rowsOf, type Database } from "#server/db/client";
import { meetingCounts } from "#app/modules/meetings/server";

export const chartDays = 30;

/**
 * Leads per kind for today, 7 and 30 days (business-zone days, spam left out, erased leads still
 * counted: erasure keeps anonymous counts), the per-day series for the chart, and what needs
 * someone's attention.
 */
export async function dashboardView(
  db: Database,
  timeZone: string,
  now: Date,
  staffId: string,
): Promise<DashboardView> {
  const today = todayIn(timeZone, now);
  const first = addCalendarDays(today, -(chartDays - 1));
  const since = slotStart(first, 0, timeZone);
  const perDay = rowsOf<{ type: string; day: string; n: number | string }>(
    await db.execute(sql`
      select type, to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, count(*) as n
      from leads where not spam and created_at >= ${since}
      group by 1, 2`),
  );
  const fresh = rowsOf<{ type: string; n: number | string; oldest: string | Date | null }>(
    await db.execute(sql`
      select type, count(*) as n, min(created_at) as oldest from leads
      where status = 'new' and not spam and erased_at is null group by 1`),
  );
  const [failures] = rowsOf<{ emails: number | string; webhooks: number | string; today: number | string }>(
    await db.execute(sql`
      select (select count(*) from outbox_emails where status = 'failed') as emails,
             (select count(*) from webhook_deliveries where status = 'failed') as webhooks,
             (select count(*) from bookings where status = 'confirmed'
                and slot_start >= ${slotStart(today, 0, timeZone)}
                and slot_start < ${slotStart(addCalendarDays(today, 1), 0, timeZone)}) as today`),
  );

  // Open leads of this member of staff with a next step due: overdue ones first.
  const due = rowsOf<{ id: string; type: string; name: string; follow_up_on: string; follow_up_task: string }>(
    await db.execute(sql`
      select id, type, name, follow_up_on, follow_up_task from leads
      where owner_id = ${staffId} and follow_up_on <= ${today} and erased_at is null
        and status in (${sql.join(
          openStages.map((stage) => sql`${stage}`),
          sql`, `,
        )})
      order by follow_up_on, created_at limit 200`),
  );
  // Time to first contact of the leads received in the last 7 days that have had it, in minutes.
  const weekSince = slotStart(addCalendarDays(today, -6), 0, timeZone);
  const [firstContact] = rowsOf<{ median: number | string | null; p90: number | string | null; n: number | string }>(
    await db.execute(sql`
      select percentile_cont(0.5) within group (order by minutes) as median,
             percentile_cont(0.9) within group (order by minutes) as p90,
             count(*) as n
      from (select extract(epoch from (first_contacted_at - created_at)) / 60 as minutes from leads
            where created_at >= ${weekSince} and first_contacted_at is not null and not spam) as contacted`),
  );

  const days = Array.from({ length: chartDays }, (_, i) => {
    const date = addCalendarDays(first, i);
    const byType: Record<string, number> = {};
    for (const row of perDay) if (row.day === date) byType[row.type] = Number(row.n);
    return { date, total: Object.values(byType).reduce((a, b) => a + b, 0), byType };
  });
  const weekStart = addCalendarDays(today, -6);
  const sum = (type: string, from: string) =>
    days.filter((d) => d.date >= from).reduce((total, d) => total + (d.byType[type] ?? 0), 0);

  const oldest = fresh
    .map((row) => (row.oldest ? new Date(row.oldest).getTime() : Infinity))
    .reduce((a, b) => Math.min(a, b), Infinity);
  return {
    timeZone,
    today,
    kinds: leadKindList.map((kind) => ({
      type: kind.type,
      slug: kind.slug,
      plural: kind.plural,
      today: sum(kind.type, today),
      week: sum(kind.type, weekStart),
      month: sum(kind.type, first),
      new: Number(fresh.find((row) => row.type === kind.type)?.n ?? 0),
    })),
    days,
    attention: {
      newLeads: fresh.reduce((total, row) => total + Number(row.n), 0),
      oldestNewAt: Number.isFinite(oldest) ? new Date(oldest).toISOString() : null,
      failedEmails: Number(failures?.emails ?? 0),
      failedWebhooks: Number(failures?.webhooks ?? 0),
      appointmentsToday: Number(failures?.today ?? 0),
    },
    nextSteps: {
      overdue: due.filter((row) => row.follow_up_on < today).length,
      dueToday: due.filter((row) => row.follow_up_on === today).length,
      leads: due.slice(0, 8).map((row) => ({
        id: row.id,
        type: row.type,
        name: row.name,
        on: row.follow_up_on,
        task: row.follow_up_task,
        overdue: row.follow_up_on < today,
      })),
    },
    firstContact: {
      leads: Number(firstContact?.n ?? 0),
      medianMinutes: firstContact?.median == null ? null : Number(firstContact.median),
      p90Minutes: firstContact?.p90 == null ? null : Number(firstContact.p90),
    },
    meetings: await meetingCounts(db, since, now),
  };
}

/** The numbers beside the navigation: new leads per kind and failed deliveries. */
export async function navCounts(db: Database): Promise<{ newByType: Record<string, number>; failed: number }> {
  const fresh = rowsOf<{ type: string; n: number | string }>(
    await db.execute(sql`
      select type, count(*) as n from leads where status = 'new' and not spam and erased_at is null group by 1`),
  );
  const [failed] = rowsOf<{ n: number | string }>(
    await db.execute(sql`
      select (select count(*) from outbox_emails where status = 'failed')
           + (select count(*) from webhook_deliveries where status = 'failed') as n`),
  );
  return { newByType: Object.fromEntries(fresh.map((r) => [r.type, Number(r.n)])), failed: Number(failed?.n ?? 0) };
}
