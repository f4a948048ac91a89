import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { outboxEmails } from "#server/db/schema";
import { messageIdDomain, type QueuedEmail } from "#app/modules/mail/server";
import { bookingReminderEmails, reminderLeads, type BookingFacts } from "./booking-emails";
import type { BookingSettings } from "./settings";

/** The kinds of email that remind of a meeting: dropped with it when it is cancelled or moved. */
export const reminderKinds = ["appointment.reminder", "appointment.visitor-reminder"];

/**
 * The reminders of a booking, each queued to go out at its moment (a day and an hour before the
 * meeting) and dropped if still unsent when the next one is due or the meeting begins (after a
 * restart, a day's reminder due while every process was down is not sent beside the hour's, which
 * says it better). A reminder whose moment has
 * already passed when the meeting is booked is left out: the confirmation has just said it all.
 * Each one's Message-ID names the booking, the meeting's start, the lead time and the booking's
 * sequence, so queuing it twice keeps one, while a moved meeting's reminders, or those of a meeting
 * given a host, are new ones (even when a meeting moves back to a time it had). The visitor's go only where their
 * confirmation went (the daily limit of emails to an address nobody has verified decides that).
 */
export function meetingReminders(
  b: BookingFacts,
  settings: BookingSettings,
  now: Date,
  to: { visitor: boolean },
): Array<QueuedEmail> {
  const start = b.startUtc.getTime();
  // Longest lead first: each reminder is worth sending until the next one's moment.
  const leads = [...reminderLeads].sort((x, y) => y.beforeMs - x.beforeMs);
  return leads
    .filter((lead) => start - lead.beforeMs > now.getTime())
    .flatMap((lead) => {
      const next = leads[leads.indexOf(lead) + 1];
      return bookingReminderEmails(b, settings, lead, to).map((email) => ({
        ...email,
        messageId: `<reminder-${lead.name}-${email.recipient === b.email ? "visitor" : "team"}-${b.id}-${start}-${b.sequence}@${messageIdDomain}>`,
        sendAt: new Date(start - lead.beforeMs),
        sendBefore: new Date(next ? start - next.beforeMs : start),
      }));
    });
}

/** Drops a booking's unsent reminders (it was cancelled or moved); answers how many. */
export async function dropReminders(tx: Database, bookingId: string): Promise<number> {
  const dropped = await tx
    .update(outboxEmails)
    .set({ status: "dropped", lastError: "Not sent: the meeting was cancelled or moved." })
    .where(
      and(
        eq(outboxEmails.bookingId, bookingId),
        eq(outboxEmails.status, "pending"),
        inArray(outboxEmails.kind, reminderKinds),
      ),
    )
    .returning({ id: outboxEmails.id });
  return dropped.length;
}
