import { and, eq, gt } from "drizzle-orm";
import { checkSlot, slotMessages } from "#app/lib/booking-slots";
import { inTransaction, type Database } from "#server/db/client";
import { isUniqueViolation } from "#server/db/errors";
import { bookings } from "#server/db/schema";
import { queueEmails } from "#app/modules/mail/server";
import { recordAudit } from "#app/modules/staff/server";
import type { Staff } from "#app/modules/staff/server";
import { bookingRescheduledEmails, hostChangedEmails, type CancelledBy } from "./booking-emails";
import { isClosedDate } from "./closed-days";
import { dropReminders, meetingReminders } from "./reminders";
import { bookingFactsOf } from "./booking-facts";
import { placeMeeting, type Placement } from "./meeting-placement";
import { handLeadToNewHost } from "./lead-handover";
import { lockBookingDecisions, noteAssignment } from "./occupancy-store";
import { slotTakenMessage } from "./schedule";
import type { BookingSettings } from "./settings";

export type MoveOutcome =
  | { moved: true; bookingId: string; from: Date; to: Date }
  | { moved: false; status: 400 | 404 | 409; message: string; field?: "date" | "time" };

type BookingRow = typeof bookings.$inferSelect;

/**
 * Puts the booking on the new slot where it was placed: with its host, or in the first free seat,
 * each attempt inside a savepoint so that a place someone else holds (a unique-index conflict)
 * only undoes that attempt. Answers whether the booking moved.
 */
async function takePlace(
  tx: Database,
  row: BookingRow,
  start: Date,
  placement: Placement,
  settings: BookingSettings,
  now: Date,
): Promise<boolean> {
  const seats = placement.hostId ? [null] : Array.from({ length: settings.capacity }, (_, i) => i + 1);
  for (const seat of seats) {
    try {
      await inTransaction(tx, (attempt) =>
        attempt
          .update(bookings)
          .set({ slotStart: start, seat, hostId: placement.hostId, sequence: row.sequence + 1, rescheduledAt: now })
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
 * the booking is locked, the new slot checked by every booking rule and placed (its host kept when
 * free, else the round-robin's pick; or a seat), and only then is the old slot free, by the same update. A move that loses the new slot leaves the booking
 * as it was. The visitor and the team get the updated calendar event; the old reminders are dropped
 * and the new time's queued. A move to another host also cancels the first host's invitation, tells
 * sales, and hands the lead to the new host when it was the first host's.
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
    // The lock before the row: every booking decision takes them in this order.
    await lockBookingDecisions(tx);
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
    const placement = await placeMeeting(tx, settings, slot.startUtc, { bookingId: row.id, hostId: row.hostId });
    if (!placement || !(await takePlace(tx, row, slot.startUtc, placement, settings, now))) {
      return { moved: false, status: 409, message: slotTakenMessage };
    }
    if (placement.newlyAssigned && placement.hostId) await noteAssignment(tx, placement.hostId, now);
    const facts = await bookingFactsOf(tx, settings, {
      ...row,
      slotStart: slot.startUtc,
      hostId: placement.hostId,
      sequence: row.sequence + 1,
    });
    const hostChanged = placement.hostId !== row.hostId;
    const before = hostChanged ? await bookingFactsOf(tx, settings, row) : null;
    await dropReminders(tx, row.id);
    await queueEmails(
      tx,
      [
        ...bookingRescheduledEmails(facts, row.slotStart, settings, by, before ? before.host : undefined),
        ...(before ? hostChangedEmails(before, facts, settings, "moved") : []),
        ...meetingReminders(facts, settings, now, { visitor: true }),
      ],
      now,
      settings.unverifiedCaps,
    );
    if (before?.host && facts.host) await handLeadToNewHost(tx, row.leadId, before.host, facts.host, staff, now);
    await recordAudit(tx, staff, now, "appointment.rescheduled", {
      leadId: row.leadId ?? undefined,
      subject: `booking:${row.id}`,
      details: {
        from: row.slotStart.toISOString(),
        to: slot.startUtc.toISOString(),
        by: staff ? "staff" : "visitor",
        ...(placement.hostId !== row.hostId ? { host: placement.hostId } : {}),
      },
    });
    return { moved: true, bookingId: row.id, from: row.slotStart, to: slot.startUtc };
  });
}
