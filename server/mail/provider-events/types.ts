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

/** What an adapter makes of a request body: its events, or why the body is not one it reads. */
export type ParsedEvents = { ok: true; events: Array<ProviderEvent>; ignored: number } | { ok: false };

export const refusedBody: ParsedEvents = { ok: false };

/** A date from the provider, or `fallback` (when it was received) when absent or unreadable. */
export function eventDate(value: unknown, fallback: Date): Date {
  const date = typeof value === "number" ? new Date(value * 1000) : typeof value === "string" ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : fallback;
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
