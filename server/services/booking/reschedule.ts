import { and, eq, gt } from "drizzle-orm";
import { checkSlot, slotMessages } from "#app/lib/booking-slots";
import { inTransaction, type Database } from "#server/db/client";
import { isUniqueViolation } from "#server/db/errors";
import { bookings } from "#server/db/schema";
import { queueEmails } from "#server/mail/outbox";
import { recordAudit } from "#server/services/admin/audit";
import type { Staff } from "#server/services/admin/sessions";
import { bookingRescheduledEmails, type CancelledBy } from "./booking-emails";
import { isClosedDate } from "./closed-days";
import { dropReminders, meetingReminders } from "./reminders";
import { manageUrlFor, slotTakenMessage, type BookingSettings } from "./schedule";

export type MoveOutcome =
  | { moved: true; bookingId: string; from: Date; to: Date }
  | { moved: false; status: 400 | 404 | 409; message: string; field?: "date" | "time" };

type BookingRow = typeof bookings.$inferSelect;

/**
 * Takes a seat on the new slot for the booking, one seat at a time inside a savepoint: a seat
 * someone else holds is a unique-index conflict that only undoes that attempt. Answers whether a
 * seat was won.
 */
async function takeSeat(tx: Database, row: BookingRow, start: Date, capacity: number, now: Date): Promise<boolean> {
  for (let seat = 1; seat <= capacity; seat++) {
    try {
      await inTransaction(tx, (attempt) =>
        attempt
          .update(bookings)
          .set({ slotStart: start, seat, sequence: row.sequence + 1, rescheduledAt: now })
          .where(eq(bookings.id, row.id)),
      );
      return true;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return false;
}

/**
 * Moves a confirmed future booking to another slot in one transaction (docs/product.md#managing-a-booking):
 * the booking is locked, the new slot checked by every booking rule, and a seat on it taken; only
 * then is the old slot free, by the same update. A move that loses the new slot leaves the booking
 * as it was. The visitor and the team get the updated calendar event; the old reminders are dropped
 * and the new time's queued.
 */
export async function moveBooking(
  db: Database,
  settings: BookingSettings,
  find: { token: string } | { id: string },
  target: { date: string; time: string },
  now: Date,
  /** Who moves it: staff in the admin, or the visitor from their link (null). */
  staff: Staff | null,
): Promise<MoveOutcome> {
  const by: CancelledBy = staff ? "staff" : "visitor";
  const slot = checkSlot(target.date, target.time, settings.businessTimeZone, now, settings.minNoticeHours);
  if (!slot.ok) return { moved: false, status: 400, message: slot.message, field: slot.field };
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(bookings)
      .where(
        and(
          "token" in find ? eq(bookings.manageToken, find.token) : eq(bookings.id, find.id),
          eq(bookings.status, "confirmed"),
          gt(bookings.slotStart, now),
        ),
      )
      .for("update");
    if (!row) return { moved: false, status: 404, message: "This appointment cannot be moved any more." };
    if (row.slotStart.getTime() === slot.startUtc.getTime()) {
      return { moved: false, status: 400, message: "This is already the time of your appointment.", field: "time" };
    }
    if (await isClosedDate(tx, target.date)) {
      return { moved: false, status: 400, message: slotMessages.closed, field: "date" };
    }
    if (!(await takeSeat(tx, row, slot.startUtc, settings.capacity, now))) {
      return { moved: false, status: 409, message: slotTakenMessage };
    }
    const facts = {
      ...row,
      startUtc: slot.startUtc,
      sequence: row.sequence + 1,
      manageUrl: manageUrlFor(settings.publicUrl, row.manageToken),
    };
    await dropReminders(tx, row.id);
    await queueEmails(
      tx,
      [
        ...bookingRescheduledEmails(facts, row.slotStart, settings, by),
        ...meetingReminders(facts, settings, now, { visitor: true }),
      ],
      now,
    );
    await recordAudit(tx, staff, now, "appointment.rescheduled", {
      leadId: row.leadId ?? undefined,
      subject: `booking:${row.id}`,
      details: { from: row.slotStart.toISOString(), to: slot.startUtc.toISOString(), by: staff ? "staff" : "visitor" },
    });
    return { moved: true, bookingId: row.id, from: row.slotStart, to: slot.startUtc };
  });
}
