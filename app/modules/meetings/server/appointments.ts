import { listClosedDays } from "#app/modules/booking/server";
import { activeCalendarFeeds, calendarFeedUrl, madeBy } from "./calendar-feed";
import { and, asc, eq, gte, isNull, lt } from "drizzle-orm";
import { addCalendarDays, formatLongDate, isSupportedDate, slotStart, todayIn } from "#app/lib/booking-slots";
import type { AppointmentsView } from "#app/lib/admin/views";
import type { Database } from "#server/db/client";
import { bookings, hosts } from "#server/db/schema";
import type { BookingManager } from "#app/modules/booking/server";
import { recordAudit, staffDirectory } from "#app/modules/staff/server";
import { isUuid } from "#app/lib/uuid";
import { bookingView } from "./booking-view";
import type { Staff } from "#app/modules/staff/server";

/** The whole booking window (today and the next 28 days) fits on one page. */
export const appointmentDays = 30;

/**
 * Bookings from a business-zone day (today by default) for 30 days, grouped by day; all of them, or
 * one host's, or those without a host (docs/product.md#admin-pages).
 */
export async function appointmentsView(
  db: Database,
  timeZone: string,
  now: Date,
  options: { from?: string; showCancelled?: boolean; publicUrl: string; host?: string; staffEmail: string },
): Promise<AppointmentsView> {
  const from = options.from && isSupportedDate(options.from) ? options.from : todayIn(timeZone, now);
  const to = addCalendarDays(from, appointmentDays - 1);
  const hostList = (
    await db.select({ id: hosts.staffId, name: hosts.displayName, active: hosts.active }).from(hosts)
  ).sort((a, b) => a.name.localeCompare(b.name));
  // Only a known host or `none` filters: anything else in the address shows every meeting.
  const hostFilter =
    options.host === "none" || hostList.some((host) => host.id === options.host) ? (options.host ?? null) : null;
  const conditions = [
    gte(bookings.slotStart, slotStart(from, 0, timeZone)),
    lt(bookings.slotStart, slotStart(addCalendarDays(to, 1), 0, timeZone)),
  ];
  if (!options.showCancelled) conditions.push(eq(bookings.status, "confirmed"));
  if (hostFilter) conditions.push(hostFilter === "none" ? isNull(bookings.hostId) : eq(bookings.hostId, hostFilter));
  const rows = await db
    .select()
    .from(bookings)
    .where(and(...conditions))
    .orderBy(asc(bookings.slotStart), asc(bookings.seat));
  const names = new Map(hostList.map((host) => [host.id, host.name]));
  const staff = await staffDirectory(db);
  const views = rows
    .filter((row) => row.status !== "erased")
    .map((row) => bookingView(row, now, names.get(row.hostId ?? "") ?? null, staff));
  const days = Array.from({ length: appointmentDays }, (_, i) => addCalendarDays(from, i))
    .map((date) => ({
      date,
      label: formatLongDate(date, timeZone),
      bookings: views.filter((b) => todayIn(timeZone, new Date(b.startUtc)) === date),
    }))
    .filter((day) => day.bookings.length > 0);
  const closedDays = (await listClosedDays(db, todayIn(timeZone, now))).map((day) => ({
    ...day,
    label: formatLongDate(day.date, timeZone),
  }));
  const calendarFeeds = (await activeCalendarFeeds(db, "team")).map((feed) => ({
    id: feed.id,
    url: calendarFeedUrl(options.publicUrl, feed.token),
    createdBy: staff.byEmail(feed.createdBy) ?? feed.createdBy,
    created: formatLongDate(todayIn(timeZone, feed.createdAt), timeZone),
    mine: madeBy(feed, options.staffEmail),
  }));
  return {
    timeZone,
    from,
    to,
    days,
    showCancelled: options.showCancelled ?? false,
    closedDays,
    calendarFeeds,
    hosts: hostList,
    hostFilter,
  };
}

export type CancelOutcome = "cancelled" | "not-found" | "not-cancellable";

/**
 * Cancels a booking through the same BookingManager as the visitor's manage page (slot freed,
 * METHOD:CANCEL with the same UID to the visitor and sales), worded as a cancellation by us, and
 * notes it in the audit log.
 */
export async function cancelAppointment(
  db: Database,
  manager: BookingManager,
  staff: Staff,
  now: Date,
  bookingId: string,
  /** Why, in staff's words: sent to the visitor and kept in the audit log. */
  reason?: string,
): Promise<CancelOutcome> {
  if (!isUuid(bookingId)) return "not-found";
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!row) return "not-found";
  if (!bookingView(row, now).cancellable) return "not-cancellable";
  const result = await manager.cancel(row.manageToken, "staff", reason);
  if (result?.status !== "cancelled") return "not-cancellable";
  await recordAudit(db, staff, now, "appointment.cancelled", {
    leadId: row.leadId ?? undefined,
    subject: `booking:${row.id}`,
    details: { startUtc: row.slotStart.toISOString(), ...(reason ? { reason } : {}) },
  });
  return "cancelled";
}
