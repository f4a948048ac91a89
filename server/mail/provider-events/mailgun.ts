import { hmacHex, sameSecret } from "./secrets";
import { bracketed, eventDate, plausibleAddress, text, type ParsedEvents, type ProviderEvent } from "./types";

/** How far a signature's timestamp may be from now before the request counts as a replay. */
export const mailgunSignatureToleranceMs = 5 * 60 * 1000;

/**
 * Whether a Mailgun webhook body is signed with the webhook signing key: the hex HMAC-SHA256 of
 * timestamp followed by token, with a timestamp within five minutes of now.
 */
export function mailgunSigned(body: unknown, signingKey: string, now: Date): boolean {
  const signature = (body as { signature?: unknown } | null)?.signature as Record<string, unknown> | undefined;
  const { timestamp, token, signature: given } = signature ?? {};
  if (typeof timestamp !== "string" || typeof token !== "string" || typeof given !== "string") return false;
  if (!/^\d{1,12}$/.test(timestamp) || token.length > 200 || given.length > 200) return false;
  if (Math.abs(Number(timestamp) * 1000 - now.getTime()) > mailgunSignatureToleranceMs) return false;
  return sameSecret(given.toLowerCase(), hmacHex(signingKey, timestamp + token));
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
        at: eventDate(event.timestamp, receivedAt),
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
