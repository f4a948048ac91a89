/**
 * One event from the mail provider, whatever its format (docs/email.md#provider-events): a hard
 * bounce or a complaint suppresses the address; delivered and deferred are only counted.
 */
export type ProviderEvent = {
  type: "bounce" | "complaint" | "delivered" | "deferred";
  email: string;
  /** Our Message-ID, angle brackets included, when the provider reports it. */
  messageId: string | null;
  at: Date;
  detail: string;
};

/**
 * What an adapter makes of a request body: its events, or why the body is not one it reads (a
 * message for the provider's developer when there is more to say than that).
 */
export type ParsedEvents =
  { ok: true; events: Array<ProviderEvent>; ignored: number } | { ok: false; message?: string };

/** The earliest event time taken: nothing was sent before the site existed. */
const earliestEventMs = Date.UTC(2000, 0, 1);
/** How far ahead of our clock a provider's event time may be (its clock may run fast). */
const eventTimeAheadMs = 24 * 60 * 60 * 1000;

/**
 * A provider's event time: absent (`undefined`, `null` or `""`) means when it arrived; ISO 8601
 * text, or seconds since 1970 as a number, between 2000-01-01 and a day from now, is taken; anything
 * else is refused with a message naming `field`, so a year 0 or 275760 never reaches the database.
 */
export function eventTime(
  value: unknown,
  receivedAt: Date,
  field: string,
): { ok: true; at: Date } | { ok: false; message: string } {
  if (value === undefined || value === null || value === "") return { ok: true, at: receivedAt };
  const ms = typeof value === "number" ? value * 1000 : typeof value === "string" ? Date.parse(value) : Number.NaN;
  if (Number.isFinite(ms) && ms >= earliestEventMs && ms <= receivedAt.getTime() + eventTimeAheadMs) {
    return { ok: true, at: new Date(ms) };
  }
  const example =
    typeof value === "number"
      ? "as seconds since 1970, for example 1764064800"
      : "as an ISO 8601 time, for example 2026-11-25T10:00:00Z";
  return {
    ok: false,
    message: `The event time in ${field} is not a time between 2000-01-01 and a day from now. Send it ${example}.`,
  };
}

/** A plausible email address (the provider's word is taken, but nothing malformed is stored). */
export function plausibleAddress(value: unknown): value is string {
  return typeof value === "string" && value.length <= 320 && /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(value);
}

export function text(value: unknown): string {
  return typeof value === "string" ? value.slice(0, 1000) : "";
}

/** A Message-ID with its angle brackets, whether or not the provider kept them. */
export function bracketed(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 998 || /\s/.test(value)) return null;
  return value.startsWith("<") ? value : `<${value}>`;
}
