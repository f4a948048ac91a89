import { z } from "./zod";

/**
 * The fields several forms share, with docs/product.md's messages. The lead forms' messages end with a
 * period; the booking dialog's do not (`{ period: false }`).
 */
type Wording = { period?: boolean };

const sentence = (text: string, { period = true }: Wording) => (period ? `${text}.` : text);

/** A person's name: 2 to 100 characters once trimmed. */
export function personName(wording: Wording = {}) {
  const tooShort = sentence("Name must be at least 2 characters", wording);
  return z
    .string({ error: tooShort })
    .trim()
    .min(2, tooShort)
    .max(100, sentence("Name must be at most 100 characters", wording));
}

/** An email address, at most 254 characters (the longest a mail server accepts). */
export function emailAddress(wording: Wording = {}) {
  const invalid = sentence("Please enter a valid email address", wording);
  return z.string({ error: invalid }).trim().max(254, invalid).pipe(z.email(invalid));
}

/** An optional phone number in any format, at most 30 characters. */
export function optionalPhone(wording: Wording = {}) {
  return z
    .string({ error: sentence("Phone number must be text", wording) })
    .trim()
    .max(30, sentence("Phone number must be at most 30 characters", wording))
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
