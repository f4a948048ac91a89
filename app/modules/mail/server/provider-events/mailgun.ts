import { lt } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { mailgunTokens } from "#server/db/schema";
import { hmacHex, sameSecret } from "./secrets";
import { bracketed, eventTime, plausibleAddress, text, type ParsedEvents, type ProviderEvent } from "./types";

/** How old a signature's timestamp may be before the request counts as a replay. */
export const mailgunSignatureMaxAgeMs = 5 * 60 * 1000;
/** How far ahead of our clock a signature's timestamp may be: clocks drift, but not by minutes. */
export const mailgunSignatureMaxAheadMs = 60 * 1000;
/**
 * How long an accepted token is remembered: longer than any timestamp is accepted for, so a token
 * forgotten can no longer be replayed anyway.
 */
export const mailgunTokenMemoryMs = 10 * 60 * 1000;

/** Mailgun's tokens are 50 characters; one this short is not Mailgun's. */
const minTokenLength = 16;

export const mailgunRefusals = {
  unsigned: "The request is not signed with the mail events secret.",
  token: `The signature has no token, or one too short to be Mailgun's: it needs at least ${minTokenLength} characters.`,
  stale:
    "The signature's timestamp is not within the last 5 minutes (1 minute ahead at most), so the request may be a replay.",
  replayed: "This signature was already used. Mailgun signs each request afresh, so a repeated one is refused.",
} as const;

/**
 * Checks a Mailgun webhook body's signature with the webhook signing key: the hex HMAC-SHA256 of
 * timestamp followed by token, a token of Mailgun's length and a timestamp from the last five
 * minutes (a minute ahead at most). Answers the token, which the caller must not have seen before.
 */
export function mailgunSignature(
  body: unknown,
  signingKey: string,
  now: Date,
): { ok: true; token: string } | { ok: false; message: string } {
  const signature = (body as { signature?: unknown } | null)?.signature as Record<string, unknown> | undefined;
  const { timestamp, token, signature: given } = signature ?? {};
  const unsigned = { ok: false, message: mailgunRefusals.unsigned } as const;
  if (typeof timestamp !== "string" || typeof token !== "string" || typeof given !== "string") return unsigned;
  if (!/^\d{1,12}$/.test(timestamp) || token.length > 200 || given.length > 200) return unsigned;
  if (!sameSecret(given.toLowerCase(), hmacHex(signingKey, timestamp + token))) return unsigned;
  if (token.trim().length < minTokenLength) return { ok: false, message: mailgunRefusals.token };
  const age = now.getTime() - Number(timestamp) * 1000;
  if (age > mailgunSignatureMaxAgeMs || age < -mailgunSignatureMaxAheadMs) {
    return { ok: false, message: mailgunRefusals.stale };
  }
  return { ok: true, token };
}

/**
 * Remembers a token in the caller's transaction; answers false when it was already there (a
 * replay). In the database, so every process refuses a token any of them accepted; the
 * transaction rolls it back with the events, so a request that failed can be retried.
 */
export async function rememberMailgunToken(tx: Database, token: string, now: Date): Promise<boolean> {
  const stored = await tx
    .insert(mailgunTokens)
    .values({ token, seenAt: now })
    .onConflictDoNothing()
    .returning({ token: mailgunTokens.token });
  return stored.length > 0;
}

/** Forgets the tokens no accepted timestamp can still carry (the maintenance job). */
export async function pruneMailgunTokens(db: Database, now: Date): Promise<void> {
  await db.delete(mailgunTokens).where(lt(mailgunTokens.seenAt, new Date(now.getTime() - mailgunTokenMemoryMs)));
}

/**
 * Mailgun's webhook `event-data` (one event per request): delivered, failed (permanent: a bounce;
 * temporary: deferred) and complained; anything else is ignored (docs/email.md#provider-events).
 */
export function parseMailgunEvent(body: unknown, receivedAt: Date): ParsedEvents {
  const data = (body as { "event-data"?: unknown } | null)?.["event-data"];
  if (typeof data !== "object" || data === null) return { ok: false };
  const event = data as Record<string, unknown>;
  const type = eventType(event.event, event.severity);
  if (!type) return { ok: true, events: [], ignored: 1 };
  if (!plausibleAddress(event.recipient)) return { ok: false };
  const time = eventTime(event.timestamp, receivedAt, "event-data.timestamp");
  if (!time.ok) return time;
  const headers = (event.message as { headers?: Record<string, unknown> } | undefined)?.headers;
  const status = (event["delivery-status"] ?? {}) as Record<string, unknown>;
  const code = typeof status.code === "number" ? `${status.code} ` : "";
  const detail = code + (text(status.description) || text(status.message) || text(event.reason));
  return {
    ok: true,
    ignored: 0,
    events: [
      {
        type,
        email: event.recipient,
        messageId: bracketed(headers?.["message-id"]),
        at: time.at,
        detail: detail.trim().slice(0, 1000),
      },
    ],
  };
}

function eventType(event: unknown, severity: unknown): ProviderEvent["type"] | null {
  if (event === "delivered") return "delivered";
  if (event === "complained") return "complaint";
  if (event === "failed") return severity === "permanent" ? "bounce" : "deferred";
  return null;
}
