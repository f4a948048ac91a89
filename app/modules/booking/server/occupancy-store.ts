import { TZDate } from "@date-fns/tz";
import { and, count, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { slotDurationMinutes, todayIn } from "#app/lib/booking-slots";
import type { Database } from "#server/db/client";
import { adminUsers, bookings, hostDaysOff, hosts } from "#server/db/schema";
import type { WeeklyHours } from "./host-hours";
import type { BookableHost, Occupancy } from "./slot-occupancy";
import type { BookingSettings } from "./settings";

/**
 * Every booking decision (book, move) takes this transaction-scoped lock first, so two processes
 * deciding at once decide one after the other: with hosts and buffers a meeting can block a
 * neighbouring slot, which no unique index can see. The partial unique indexes stay as the last word.
 */
export async function lockBookingDecisions(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${bookingLockKey})`);
}

/** 'book' in ASCII: an advisory-lock key no other part of the product uses. */
const bookingLockKey = 0x626f6f6b;

/** The active hosts with their days off from `fromDate` (a day before, to cover every zone). */
async function activeHosts(db: Database, fromDate: string): Promise<Array<BookableHost>> {
  const rows = await db.select().from(hosts).where(eq(hosts.active, true));
  if (rows.length === 0) return [];
  const off = await db
    .select({ staffId: hostDaysOff.staffId, date: hostDaysOff.date })
    .from(hostDaysOff)
    .where(
      and(
        inArray(
          hostDaysOff.staffId,
          rows.map((row) => row.staffId),
        ),
        gte(hostDaysOff.date, fromDate),
      ),
    );
  return rows.map((row) => ({
    id: row.staffId,
    timeZone: row.timeZone,
    workingHours: row.workingHours as WeeklyHours,
    daysOff: new Set(off.filter((day) => day.staffId === row.staffId).map((day) => day.date)),
    lastAssignedAt: row.lastAssignedAt,
  }));
}

/** Everything that decides whether meetings starting from `from` to `to` fit (slot-occupancy.ts). */
export async function loadOccupancy(
  db: Database,
  settings: Pick<BookingSettings, "capacity" | "bufferMinutes">,
  from: Date,
  to: Date,
): Promise<Occupancy> {
  const reach = (slotDurationMinutes + settings.bufferMinutes) * 60_000;
  const meetings = await db
    .select({ bookingId: bookings.id, hostId: bookings.hostId, start: bookings.slotStart })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "confirmed"),
        gte(bookings.slotStart, new Date(from.getTime() - reach)),
        lt(bookings.slotStart, new Date(to.getTime() + reach)),
      ),
    );
  const dayBefore = todayIn("UTC", new Date(from.getTime() - 86_400_000));
  return {
    hosts: await activeHosts(db, dayBefore),
    meetings,
    capacity: settings.capacity,
    bufferMinutes: settings.bufferMinutes,
  };
}

/** The Monday 00:00 that starts the week of `instant`, and the next, in `timeZone`. */
function weekAround(instant: Date, timeZone: string): [Date, Date] {
  const local = new TZDate(instant.getTime(), timeZone);
  const back = (local.getDay() + 6) % 7;
  const monday = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() - back, 0, 0, 0, timeZone);
  const next = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() - back + 7, 0, 0, 0, timeZone);
  return [new Date(monday.getTime()), new Date(next.getTime())];
}

/** How many confirmed meetings each host has in the business week of `start` (the round-robin's count). */
export async function meetingsInWeekOf(
  db: Database,
  hostIds: Array<string>,
  start: Date,
  timeZone: string,
): Promise<Map<string, number>> {
  if (hostIds.length === 0) return new Map();
  const [monday, nextMonday] = weekAround(start, timeZone);
  const rows = await db
    .select({ hostId: bookings.hostId, meetings: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "confirmed"),
        inArray(bookings.hostId, hostIds),
        gte(bookings.slotStart, monday),
        lt(bookings.slotStart, nextMonday),
      ),
    )
    .groupBy(bookings.hostId);
  return new Map(rows.map((row) => [row.hostId ?? "", Number(row.meetings)]));
}

/** Who takes a meeting, as the emails and invitations name them. */
export type MeetingHost = {
  staffId: string;
  name: string;
  email: string;
  meetingUrl: string | null;
  meetingPhone: string | null;
};

export async function meetingHostOf(db: Database, staffId: string | null): Promise<MeetingHost | null> {
  if (!staffId) return null;
  const [row] = await db
    .select({
      staffId: hosts.staffId,
      name: hosts.displayName,
      email: adminUsers.email,
      meetingUrl: hosts.meetingUrl,
      meetingPhone: hosts.meetingPhone,
    })
    .from(hosts)
    .innerJoin(adminUsers, eq(adminUsers.id, hosts.staffId))
    .where(eq(hosts.staffId, staffId));
  return row ?? null;
}

/** Marks the round-robin: this host was given a meeting now. */
export async function noteAssignment(db: Database, staffId: string, now: Date): Promise<void> {
  await db.update(hosts).set({ lastAssignedAt: now }).where(eq(hosts.staffId, staffId));
}
