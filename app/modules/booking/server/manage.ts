import { and, eq, gt, sql } from "drizzle-orm";
import { slotTimes, type SlotTimes } from "#app/lib/slot-times";
import type { Clock } from "#server/clock";
import { inTransaction, type Database } from "#server/db/client";
import { bookings } from "#server/db/schema";
import { queueEmails } from "#app/modules/mail/server";
import { bookingCancelledEmails, type CancelledBy } from "./booking-emails";
import { bookingWindow } from "#app/lib/booking-slots";
import { getAvailability, type Availability } from "./availability";
import { dropReminders } from "./reminders";
import { moveBooking, type MoveOutcome } from "./reschedule";
import { bookingFactsOf } from "./booking-facts";
import type { BookingSettings } from "./settings";

/** What the manage page shows; times are formatted on the server so the page renders the same everywhere. */
export type ManagedBooking = SlotTimes & {
  status: "confirmed" | "cancelled";
  name: string;
  company: string;
  /** A booking whose slot has started can no longer be cancelled. */
  started: boolean;
};

/** The page and its action reach bookings only through this (passed in React Router's load context). */
export type BookingManager = {
  find: (token: string) => Promise<ManagedBooking | null>;
  /**
   * Cancels a confirmed future booking (queuing the METHOD:CANCEL emails, worded for who cancelled:
   * the visitor from their link, or staff in the admin); then answers like `find`.
   */
  cancel: (token: string, by?: CancelledBy, reason?: string) => Promise<ManagedBooking | null>;
  /** The booking window's slots, each free or not (what the booking dialog's calendar shows). */
  availability: () => Promise<Availability>;
  /** Moves the visitor's booking to another free slot (reschedule.ts), or says why not. */
  reschedule: (token: string, target: { date: string; time: string }) => Promise<MoveOutcome>;
};

type BookingRow = typeof bookings.$inferSelect;

const tokenPattern = /^[A-Za-z0-9_-]{20,100}$/;

function view(row: BookingRow, now: Date): ManagedBooking {
  return {
    status: row.status === "cancelled" ? "cancelled" : "confirmed",
    name: row.name,
    company: row.company,
    ...slotTimes(row.slotStart, row.businessTimeZone, row.visitorTimeZone),
    started: row.slotStart.getTime() <= now.getTime(),
  };
}

export function createBookingManager(deps: {
  db: Database;
  settings: BookingSettings;
  mailQueued?: () => void;
  clock: Clock;
}): BookingManager {
  const { db, settings, clock } = deps;

  async function find(token: string): Promise<ManagedBooking | null> {
    if (!tokenPattern.test(token)) return null;
    const [row] = await db.select().from(bookings).where(eq(bookings.manageToken, token));
    return row ? view(row, clock()) : null;
  }

  async function cancel(token: string, by: CancelledBy = "visitor", reason?: string): Promise<ManagedBooking | null> {
    if (!tokenPattern.test(token)) return null;
    // Setting the status takes the row out of the partial unique indexes: the slot is free again.
    const cancelled = await inTransaction(db, async (tx) => {
      const [row] = await tx
        .update(bookings)
        .set({ status: "cancelled", cancelledAt: sql`now()` })
        .where(
          and(eq(bookings.manageToken, token), eq(bookings.status, "confirmed"), gt(bookings.slotStart, sql`now()`)),
        )
        .returning();
      if (!row) return null;
      await dropReminders(tx, row.id);
      await queueEmails(
        tx,
        bookingCancelledEmails(await bookingFactsOf(tx, settings, row), settings, by, reason),
        clock(),
        settings.unverifiedCaps,
      );
      return row;
    });
    if (cancelled) deps.mailQueued?.();
    return find(token);
  }

  async function availability(): Promise<Availability> {
    const now = clock();
    const window = bookingWindow(settings.businessTimeZone, now);
    return getAvailability(db, settings, { from: window.first, to: window.last, now });
  }

  async function reschedule(token: string, target: { date: string; time: string }): Promise<MoveOutcome> {
    if (!tokenPattern.test(token))
      return { moved: false, status: 404, message: "This appointment cannot be moved any more." };
    const outcome = await moveBooking(db, settings, { token }, target, clock(), null);
    if (outcome.moved) deps.mailQueued?.();
    return outcome;
  }

  return { find, cancel, availability, reschedule };
}
