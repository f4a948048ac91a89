import { and, asc, eq, gte, lte } from "drizzle-orm";
import { isSupportedDate } from "#app/lib/booking-slots";
import type { Database } from "#server/db/client";
import { closedDays } from "#server/db/schema";

export type ClosedDay = { date: string; reason: string };

/** The closed dates (business zone, yyyy-MM-dd) from `from` to `to`, inclusive. */
export async function closedDatesBetween(db: Database, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .select({ date: closedDays.date })
    .from(closedDays)
    .where(and(gte(closedDays.date, from), lte(closedDays.date, to)));
  return new Set(rows.map((row) => row.date));
}

export async function isClosedDate(db: Database, date: string): Promise<boolean> {
  const [row] = await db.select({ date: closedDays.date }).from(closedDays).where(eq(closedDays.date, date));
  return row !== undefined;
}

/** The closed days from `from` on, in date order. */
export async function listClosedDays(db: Database, from: string): Promise<Array<ClosedDay>> {
  return db
    .select({ date: closedDays.date, reason: closedDays.reason })
    .from(closedDays)
    .where(gte(closedDays.date, from))
    .orderBy(asc(closedDays.date));
}

/** Closes the given dates (a date already closed keeps its first reason); answers how many were new. */
export async function closeDates(db: Database, days: Array<ClosedDay>): Promise<number> {
  const valid = days.filter((day) => isSupportedDate(day.date));
  if (valid.length === 0) return 0;
  const added = await db
    .insert(closedDays)
    .values(valid.map((day) => ({ date: day.date, reason: day.reason.slice(0, 200) })))
    .onConflictDoNothing()
    .returning({ date: closedDays.date });
  return added.length;
}

export async function reopenDate(db: Database, date: string): Promise<boolean> {
  const removed = await db.delete(closedDays).where(eq(closedDays.date, date)).returning({ date: closedDays.date });
  return removed.length > 0;
}
