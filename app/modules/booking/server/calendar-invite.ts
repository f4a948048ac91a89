import { createEvent } from "ics";
import { site } from "#app/content/site";
import { slotDurationMinutes } from "#app/lib/booking-slots";
import type { MailAttachment } from "#app/modules/mail/server";

export type InviteMethod = "REQUEST" | "CANCEL";

export type InviteInput = {
  bookingId: string;
  startUtc: Date;
  method: InviteMethod;
  /** The booking's sequence (`bookings.sequence`). */
  sequence: number;
  /** The visitor; without a name in the copy that goes to their unverified address. */
  attendee: { name: string | null; email: string };
  /** The member of staff who takes the meeting: an attendee who has accepted (docs/product.md#hosts). */
  host: { name: string; email: string } | null;
  organizer: { name: string; email: string };
  /** Where the meeting happens: a video-call link, a phone number, or how the link will come. */
  location: string;
  description: string;
  /** The visitor's manage page, as the event's URL (none in the team's copy). */
  manageUrl: string | null;
};

/** The same UID for the invitation and its cancellation, so calendars update the one event. */
export function inviteUid(bookingId: string): string {
  return `${bookingId}@${new URL(site.url).hostname}`;
}

/**
 * The event's SEQUENCE: the booking's own (0 when booked, one more at each move), so a moved
 * meeting's invitation replaces the last one; a cancellation carries one more than the last invitation.
 */
export function inviteSequence(method: InviteMethod, bookingSequence: number): number {
  return method === "CANCEL" ? bookingSequence + 1 : bookingSequence;
}

/** A meeting's hour as an event's start and end, in UTC (for the `ics` package). */
export function meetingHour(startUtc: Date) {
  const start = startUtc.getTime();
  return {
    start,
    startInputType: "utc",
    startOutputType: "utc",
    end: start + slotDurationMinutes * 60_000,
    endInputType: "utc",
    endOutputType: "utc",
  } as const;
}

/**
 * A display name as an iCalendar parameter value (ORGANIZER's and ATTENDEE's CN). A parameter
 * value cannot hold `"` at all, and the `ics` package's backslash before one is not iCalendar, so
 * parsers cut the line there: RFC 6868 writes `^'` for `"`, `^n` for a line break and `^^` for `^`.
 * Other control characters have no encoding and become spaces.
 */
export function parameterText(name: string): string {
  return name
    .replace(/\r\n?/g, "\n")
    .replace(/[^\P{Cc}\n]/gu, " ")
    .replace(/[ \t]+/g, " ")
    .trim()
    .replace(/\^/g, "^^")
    .replace(/"/g, "^'")
    .replace(/\n/g, "^n");
}

/** An RFC 5545 invitation (METHOD:REQUEST) or cancellation (METHOD:CANCEL), times in UTC, one hour long. */
export function calendarInvite(input: InviteInput): MailAttachment {
  const result = createEvent({
    productId: `${new URL(site.url).hostname}/booking`,
    method: input.method,
    uid: inviteUid(input.bookingId),
    sequence: inviteSequence(input.method, input.sequence),
    status: input.method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    ...meetingHour(input.startUtc),
    title: `Consultation with ${site.name}`,
    description: input.description,
    location: input.location,
    ...(input.manageUrl ? { url: input.manageUrl } : {}),
    organizer: { name: parameterText(input.organizer.name), email: input.organizer.email },
    attendees: [
      {
        // Without a name (the visitor's own copy carries none they chose) the address stands for
        // them: the ics package would otherwise write CN="Unnamed attendee".
        name: parameterText(input.attendee.name || input.attendee.email),
        email: input.attendee.email,
        rsvp: true,
        partstat: "NEEDS-ACTION",
        role: "REQ-PARTICIPANT",
      },
      ...(input.host
        ? [
            {
              name: parameterText(input.host.name),
              email: input.host.email,
              rsvp: false,
              partstat: "ACCEPTED",
              role: "REQ-PARTICIPANT",
            } as const,
          ]
        : []),
    ],
  });
  if (result.error || !result.value) throw result.error ?? new Error("calendar invite could not be built");
  return {
    filename: input.method === "CANCEL" ? "cancel.ics" : "invite.ics",
    contentType: `text/calendar; charset=utf-8; method=${input.method}`,
    content: result.value,
  };
}
