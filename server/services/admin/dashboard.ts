import { sql } from "drizzle-orm";
import { addCalendarDays, slotStart, todayIn } from "#app/lib/booking-slots";
import { leadKindList } from "#app/lib/leads/lead-kinds";
import type { DashboardView } from "#app/lib/admin/views";
import { rowsOf, type Database } from "#server/db/client";

export const chartDays = 30;

/**
 * Leads per kind for today, 7 and 30 days (business-zone days, spam left out, erased leads still
 * counted: erasure keeps anonymous counts), the per-day series for the chart, and what needs
 * someone's attention.
 */
export async function dashboardView(db: Database, timeZone: string, now: Date): Promise<DashboardView> {
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
