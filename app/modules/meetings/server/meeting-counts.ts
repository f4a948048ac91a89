import { sql } from "drizzle-orm";
import type { DashboardView } from "#app/lib/admin/views";
import { rowsOf, type Database } from "#server/db/client";

/**
 * Meetings that started from `since` until now (docs/product.md#after-the-meeting): how many were
 * held, how many were no-shows, and how many confirmed ones nobody has marked yet. An erased
 * booking still counts by its outcome, as erased leads do by their kind.
 */
export async function meetingCounts(db: Database, since: Date, now: Date): Promise<DashboardView["meetings"]> {
  const [row] = rowsOf<{ held: number | string; no_show: number | string; unmarked: number | string }>(
    await db.execute(sql`
      select count(*) filter (where outcome = 'held') as held,
             count(*) filter (where outcome = 'no-show') as no_show,
             count(*) filter (where outcome is null and status = 'confirmed') as unmarked
      from bookings where slot_start >= ${since} and slot_start <= ${now}`),
  );
  return { held: Number(row?.held ?? 0), noShow: Number(row?.no_show ?? 0), unmarked: Number(row?.unmarked ?? 0) };
}
