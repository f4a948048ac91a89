import { isSupportedDate, supportedDates } from "#app/lib/booking-slots";
import { z } from "./zod";

/**
 * The fields several forms share, with docs/product.md's messages. The lead forms' messages end with a
 * period; the booking dialog's do not (`{ period: false }`).
 */
type Wording = { period?: boolean };

const sentence = (text: string, { period = true }: Wording) => (period ? `${text}.` : text);

/**
 * Whether a one-line text (a name, a company, a subject) is one: no control character at all, so
 * no line break can fake another line of an email and no invisible character can pass for a mark.
 * Multi-line messages keep their tabs and line breaks.
 */
export function isOneLine(text: string): boolean {
  return !/\p{Cc}/u.test(text);
}

/** What a one-line field says when it holds a line break or another control character. */
export function oneLineMessage(label: string, wording: Wording = {}): string {
  return sentence(`${label} must be on one line, without control characters`, wording);
}

/** A person's name: 2 to 100 characters once trimmed, on one line. */
export function personName(wording: Wording = {}) {
  const tooShort = sentence("Name must be at least 2 characters", wording);
  return z
    .string({ error: tooShort })
    .trim()
    .min(2, tooShort)
    .max(100, sentence("Name must be at most 100 characters", wording))
    .refine(isOneLine, oneLineMessage("Name", wording));
}

/** A company's name: required (at least `min` characters once trimmed) or not, at most 120, on one line. */
export function companyName(required: string, wording: Wording = {}, min = 2) {
  return z
    .string({ error: required })
    .trim()
    .min(min, required)
    .max(120, sentence("Company name must be at most 120 characters", wording))
    .refine(isOneLine, oneLineMessage("Company name", wording));
}

/** An email address, at most 254 characters (the longest a mail server accepts). */
export function emailAddress(wording: Wording = {}) {
  const invalid = sentence("Please enter a valid email address", wording);
  return z.string({ error: invalid }).trim().max(254, invalid).pipe(z.email(invalid));
}

/** An optional phone number in any format, at most 30 characters, on one line. */
export function optionalPhone(wording: Wording = {}) {
  return z
    .string({ error: sentence("Phone number must be text", wording) })
    .trim()
    .max(30, sentence("Phone number must be at most 30 characters", wording))
    .refine(isOneLine, oneLineMessage("Phone number", wording))
    .optional();
}

/** True for an IANA time zone this runtime knows (Asia/Kolkata, Europe/Berlin, ...). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The visitor's IANA time zone, as the browser reports it. */
export const timeZoneName = z.string().max(64).refine(isTimeZone, "Unknown time zone");

/** The message for a date written right that is no day of the calendar (2026-02-30, 0000-00-00). */
export function noSuchDayMessage(date: string): string {
  return `${date} is not a day of the calendar. Give a real date, from ${supportedDates.first} to ${supportedDates.last}.`;
}

/**
 * A day as yyyy-MM-dd: `notADate` when it is not written so, and a day the calendar has (no 30
 * February, no 0000-00-00) within the dates the site handles. Every date the staff area takes is this field.
 */
export function calendarDate(notADate: string) {
  return z.string({ error: notADate }).refine(isSupportedDate, {
    error: (issue) => {
      const text = String(issue.input);
      return /^\d{4}-\d{2}-\d{2}$/.test(text) ? noSuchDayMessage(text) : notADate;
    },
  });
}
