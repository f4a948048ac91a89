import { randomUUID } from "node:crypto";
import { inTransaction, type Database } from "#server/db/client";
import { bookings } from "#server/db/schema";
import { newManageToken } from "#app/modules/booking/server";
import { insertLead } from "#app/modules/leads/server";
import { slotOf } from "#app/lib/booking-slots";

/**
 * A consultation that has already started, stored as a booking would have left it (a lead of kind
 * appointment and its confirmed booking), for tests of what happens after the meeting. No booking
 * call can make one: the booking rules refuse a slot that has started.
 */
export async function storePastMeeting(
  db: Database,
  meeting: { name: string; email: string; company: string; start: Date; timeZone: string },
): Promise<{ leadId: string; bookingId: string }> {
  const leadId = randomUUID();
  const bookingId = randomUUID();
  const { date, time } = slotOf(meeting.start, meeting.timeZone);
  const bookedAt = new Date(meeting.start.getTime() - 3 * 24 * 60 * 60 * 1000);
  await inTransaction(db, async (tx) => {
    await tx.insert(bookings).values({
      id: bookingId,
      leadId,
      slotStart: meeting.start,
      seat: 1,
      businessTimeZone: meeting.timeZone,
      visitorTimeZone: "Europe/London",
      name: meeting.name,
      email: meeting.email,
      company: meeting.company,
      phone: "Not provided",
      message: "",
      manageToken: newManageToken(),
      createdAt: bookedAt,
    });
    await insertLead(tx, {
      id: leadId,
      type: "appointment",
      name: meeting.name,
      email: meeting.email,
      payload: {
        name: meeting.name,
        email: meeting.email,
        company: meeting.company,
        phone: "Not provided",
        date,
        time,
        message: "",
        timeZone: "Europe/London",
        bookingId,
      },
      spam: false,
      ipHash: "test",
      receivedAt: bookedAt,
    });
  });
  return { leadId, bookingId };
}
