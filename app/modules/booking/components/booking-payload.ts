import { format } from "date-fns";
import { labelTo24Hour, parseIsoDate, timeInZone, zoneName } from "#app/lib/booking-slots";
import { notProvided, type AppointmentRequest } from "#app/modules/booking/schemas/appointment";

/** What the visitor typed in step 3. */
export type ContactDetails = { name: string; email: string; phone?: string; company?: string; message?: string };

export const appointmentMessages = {
  successTitle: "Appointment scheduled!",
  failureTitle: "Something went wrong",
  failureFallback: "Failed to schedule appointment",
  failureUnknown: "Failed to schedule your appointment. Please try again.",
  alreadyBooked:
    "This time was already booked with your email address; the link to view or cancel it has been sent to that address.",
} as const;

/** A business calendar date 'yyyy-MM-dd' as a local midnight Date (for the calendar and date-fns formatting). */
export function calendarDate(isoDate: string): Date {
  const parts = parseIsoDate(isoDate);
  if (!parts) throw new RangeError(`not a calendar date: ${isoDate}`);
  return new Date(parts[0], parts[1] - 1, parts[2]);
}

/** 'Monday, November 24': the date as step 2 names it. */
export function stepTwoDate(isoDate: string): string {
  return format(calendarDate(isoDate), "EEEE, MMMM d");
}

/**
 * "We'll see you on December 05, 2025 at 4:30 AM GMT.": the meeting's start as the visitor's own
 * clock reads it, date included (it may be another day than the business date), with the zone's
 * short name, so it cannot be taken for the business zone's time (docs/product.md#booking-outcome).
 */
export function successDescription(startUtc: string, visitorZone: string): string {
  const start = new Date(startUtc);
  const date = new Intl.DateTimeFormat("en-US", {
    timeZone: visitorZone,
    month: "long",
    day: "2-digit",
    year: "numeric",
  }).format(start);
  return `We'll see you on ${date} at ${timeInZone(start, visitorZone)} ${zoneName(start, visitorZone)}.`;
}

/**
 * The success toast's description. The start is the reply's (what the server booked), else the
 * chosen slot's. The reply carries the manage link only to the request that made the booking;
 * when the address already held this time the link is only ever sent to that address by email,
 * and the visitor is told where to find it.
 */
export function successNotice(reply: unknown, chosenStart: string, visitorZone: string): string {
  const fields: Record<string, unknown> = typeof reply === "object" && reply !== null ? { ...reply } : {};
  const start =
    typeof fields.startUtc === "string" && !Number.isNaN(Date.parse(fields.startUtc)) ? fields.startUtc : chosenStart;
  const booked = successDescription(start, visitorZone);
  return "manageUrl" in fields ? booked : `${booked} ${appointmentMessages.alreadyBooked}`;
}

/**
 * The booking call's body, by docs/product.md's payload rules: the date as yyyy-MM-dd, the
 * 12-hour label as 24-hour 'HH:00', an empty company or phone as 'Not provided', an empty
 * message as ''. The visitor's time zone and the (empty) honeypot ride along.
 */
export function appointmentPayload(input: {
  date: string;
  timeLabel: string;
  contact: ContactDetails;
  timeZone: string;
  website?: string;
}): AppointmentRequest {
  const time = labelTo24Hour(input.timeLabel);
  if (!time) throw new RangeError(`not a time label: ${input.timeLabel}`);
  const { contact } = input;
  return {
    name: contact.name,
    email: contact.email,
    company: contact.company?.trim() ? contact.company : notProvided,
    phone: contact.phone?.trim() ? contact.phone : notProvided,
    date: format(calendarDate(input.date), "yyyy-MM-dd"),
    time,
    message: contact.message ?? "",
    timeZone: input.timeZone,
    website: input.website ?? "",
  };
}

/** The visitor's IANA time zone, as the browser reports it. */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
