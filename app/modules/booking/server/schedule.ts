import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { slotOf } from "#app/lib/booking-slots";
import { notProvided, type AppointmentRequest } from "#app/modules/booking/schemas/appointment";
import type { Database } from "#server/db/client";
import { bookings } from "#server/db/schema";
import { queueEmails } from "#app/modules/mail/server";
import { announceAssignment, companyOf, leadFactLines, insertLead } from "#app/modules/leads/server";
import type { Answer, Submission } from "#server/services/submission";
import { bookingConfirmedEmails, manageLinkEmail, teamOf } from "./booking-emails";
import { bookingFactsOf } from "./booking-facts";
import { manageUrlFor, type BookingSettings } from "./settings";
import { checkBookingLimits } from "./booking-limits";
import { placeMeeting, type Placement } from "./meeting-placement";
import { lockBookingDecisions, meetingHostOf, noteAssignment } from "./occupancy-store";
import { meetingReminders } from "./reminders";

export const slotTakenMessage = "This time slot has just been booked. Please choose another time.";

export class SlotTakenError extends Error {
  constructor() {
    super(slotTakenMessage);
    this.name = "SlotTakenError";
  }
}

/** A manage token: 256 random bits, URL-safe. */
export function newManageToken(): string {
  return randomBytes(32).toString("base64url");
}

/** How often a repeated request may send a booking's owner their manage link. */
export const manageLinkResendMs = 60 * 60 * 1000;

/** What every booking reply says: the booking that stands. */
export type BookingStands = { id: string; date: string; time: string; startUtc: string; timeZone: string };
/** The first reply to a booking adds its manage link. */
export type BookingMade = BookingStands & { manageUrl: string };

function slotReply(settings: BookingSettings, booking: { id: string; slotStart: Date }): BookingStands {
  const { date, time } = slotOf(booking.slotStart, settings.businessTimeZone);
  return {
    id: booking.id,
    date,
    time,
    startUtc: booking.slotStart.toISOString(),
    timeZone: settings.businessTimeZone,
  };
}

function reply(settings: BookingSettings, booking: { id: string; slotStart: Date; manageToken: string }): BookingMade {
  return { ...slotReply(settings, booking), manageUrl: manageUrlFor(settings.publicUrl, booking.manageToken) };
}

/**
 * The same address asking again for a slot it already holds. Anyone can send that request (the
 * taken slots are public), so the answer says the booking stands but carries no manage link: the
 * link goes to the address that booked, by email, at most once an hour per booking. A retry that
 * carries the first request's Idempotency-Key gets the first answer back before it reaches here.
 */
async function answerRepeatedBooking(
  tx: Database,
  settings: BookingSettings,
  booking: typeof bookings.$inferSelect,
  now: Date,
): Promise<Answer<BookingStands, 200>> {
  const [claimed] = await tx
    .update(bookings)
    .set({ manageLinkSentAt: now })
    .where(
      and(
        eq(bookings.id, booking.id),
        or(
          isNull(bookings.manageLinkSentAt),
          lt(bookings.manageLinkSentAt, new Date(now.getTime() - manageLinkResendMs)),
        ),
      ),
    )
    .returning({ id: bookings.id });
  const emails = claimed ? [manageLinkEmail(await bookingFactsOf(tx, settings, booking), settings)] : [];
  const queuedEmails = await queueEmails(tx, emails, now, settings.unverifiedCaps);
  return { status: 200, body: slotReply(settings, booking), queuedEmails };
}

/** Inserts the booking where it was placed: with its host, or in the first free seat. */
async function insertBooking(
  tx: Database,
  settings: BookingSettings,
  fields: Omit<typeof bookings.$inferInsert, "id" | "seat" | "hostId" | "manageToken">,
  placement: Placement,
): Promise<{ id: string; manageToken: string; hostId: string | null } | undefined> {
  const seats = placement.hostId ? [null] : Array.from({ length: settings.capacity }, (_, i) => i + 1);
  for (const seat of seats) {
    const [row] = await tx
      .insert(bookings)
      .values({ ...fields, id: randomUUID(), seat, hostId: placement.hostId, manageToken: newManageToken() })
      .onConflictDoNothing()
      .returning({ id: bookings.id, manageToken: bookings.manageToken, hostId: bookings.hostId });
    if (row) return row;
  }
  return undefined;
}

/** The confirmed booking this address holds on this slot, if any (any letter case). */
async function heldByAddress(tx: Database, slotStart: Date, email: string) {
  const [existing] = await tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.slotStart, slotStart),
        eq(bookings.status, "confirmed"),
        sql`lower(${bookings.email}) = lower(${email})`,
      ),
    );
  return existing;
}

/**
 * Books the slot inside the caller's transaction (docs/product.md#booking-rules). The decision is
 * taken under the booking lock (meeting-placement.ts): a free host by the round-robin, or without
 * hosts a free seat. The database has the last word: the insert is refused by the partial unique
 * indexes over confirmed bookings (a host's slot, a seat 1..capacity, an address's slot), and
 * ON CONFLICT DO NOTHING keeps the transaction alive to answer. The same email on the same slot is
 * the same booking: it is answered again, without its manage link (answerRepeatedBooking). A new
 * booking that would take its address, company or network past its limit of upcoming bookings is
 * refused (BookingLimitError), checked under the same lock; a member of staff (`byStaff`) is not
 * limited.
 */
export async function scheduleBooking(
  tx: Database,
  settings: BookingSettings,
  submission: Submission<AppointmentRequest>,
  slotStart: Date,
  byStaff = false,
): Promise<Answer<BookingMade, 201> | Answer<BookingStands, 200>> {
  const { data } = submission;
  const leadId = randomUUID();
  const fields = {
    leadId,
    slotStart,
    businessTimeZone: settings.businessTimeZone,
    visitorTimeZone: data.timeZone ?? null,
    name: data.name,
    email: data.email,
    company: data.company || notProvided,
    phone: data.phone || notProvided,
    message: data.message ?? "",
  };

  if (submission.spam) {
    // Looks like success to the bot; nothing is booked and nothing is sent.
    await insertLead(tx, {
      id: leadId,
      type: "appointment",
      name: data.name,
      email: data.email,
      payload: { ...data },
      spam: true,
      ipHash: submission.ipHash,
      receivedAt: submission.receivedAt,
    });
    return {
      status: 201,
      body: reply(settings, { id: randomUUID(), slotStart, manageToken: newManageToken() }),
      queuedEmails: 0,
    };
  }

  await lockBookingDecisions(tx);
  const held = await heldByAddress(tx, slotStart, data.email);
  if (held) return answerRepeatedBooking(tx, settings, held, submission.receivedAt);
  if (!byStaff) {
    await checkBookingLimits(tx, settings.limits, {
      email: data.email,
      clientKeyHash: submission.ipHash,
      now: submission.receivedAt,
    });
  }
  const placement = await placeMeeting(tx, settings, slotStart);
  const booked = placement ? await insertBooking(tx, settings, fields, placement) : undefined;

  if (!booked) {
    const existing = await heldByAddress(tx, slotStart, data.email);
    if (existing) return answerRepeatedBooking(tx, settings, existing, submission.receivedAt);
    throw new SlotTakenError();
  }

  const { owner, reason } = await insertLead(tx, {
    id: leadId,
    type: "appointment",
    name: data.name,
    email: data.email,
    payload: { ...data, bookingId: booked.id },
    meetingHostId: booked.hostId,
    spam: false,
    ipHash: submission.ipHash,
    attribution: submission.attribution,
    receivedAt: submission.receivedAt,
  });
  if (placement?.newlyAssigned && booked.hostId) await noteAssignment(tx, booked.hostId, submission.receivedAt);
  const body = reply(settings, { id: booked.id, slotStart, manageToken: booked.manageToken });
  const facts = {
    ...fields,
    id: booked.id,
    startUtc: slotStart,
    manageUrl: body.manageUrl,
    sequence: 0,
    host: await meetingHostOf(tx, booked.hostId),
  };
  const team = teamOf(settings);
  const emails = bookingConfirmedEmails(
    facts,
    settings,
    leadFactLines({ owner, attribution: submission.attribution }, team),
  );
  const at = submission.receivedAt;
  const toVisitor = await queueEmails(
    tx,
    emails.filter((email) => email.recipient === data.email),
    at,
    settings.unverifiedCaps,
  );
  const others = emails.filter((email) => email.recipient !== data.email);
  const reminders = meetingReminders(facts, settings, at, { visitor: toVisitor > 0 });
  // The owner hears of a lead that came to them; a host has the booking's own email to the team.
  const told =
    owner && reason && reason !== "host"
      ? await announceAssignment(
          tx,
          {
            owner,
            reason,
            by: null,
            leads: [{ id: leadId, type: "appointment", name: data.name, company: companyOf(data) }],
          },
          team,
          at,
          { chat: false },
        )
      : 0;
  return {
    status: 201,
    body,
    queuedEmails: toVisitor + told + (await queueEmails(tx, [...others, ...reminders], at, settings.unverifiedCaps)),
  };
}
