import { eventTime, plausibleAddress, text, type ParsedEvents, type ProviderEvent } from "./types";

/** Postmark bounce types that say the address will never take mail (the rest are counted as deferred). */
const hardBounceTypes = new Set(["HardBounce", "BadEmailAddress", "ManuallyDeactivated"]);
/** Bounce types that are not about delivery at all (auto-replies, subscription requests): ignored. */
const notDeliveryTypes = new Set([
  "AutoResponder",
  "Subscribe",
  "Unsubscribe",
  "AddressChange",
  "ChallengeVerification",
  "OpenRelayTest",
]);

/**
 * Postmark's webhooks (one event per request, authenticated with HTTP basic auth in the webhook's
 * URL): `RecordType` Bounce (by `Type`), SpamComplaint and Delivery; opens, clicks and the rest are
 * ignored (docs/email.md#provider-events). Postmark's `MessageID` is its own; ours comes back in
 * the metadata every message carries (`X-PM-Metadata-message-id`).
 */
export function parsePostmarkEvent(body: unknown, receivedAt: Date): ParsedEvents {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return { ok: false };
  const record = body as Record<string, unknown>;
  const recordType = record.RecordType;
  if (typeof recordType !== "string") return { ok: false };
  const type = eventType(recordType, record.Type);
  if (!type) return { ok: true, events: [], ignored: 1 };
  const email = type === "delivered" ? record.Recipient : record.Email;
  if (!plausibleAddress(email)) return { ok: false };
  const detail = [text(record.Type), text(record.Details) || text(record.Description)].filter(Boolean).join(": ");
  const timeField = type === "delivered" ? "DeliveredAt" : "BouncedAt";
  const time = eventTime(record[timeField], receivedAt, timeField);
  if (!time.ok) return time;
  return {
    ok: true,
    ignored: 0,
    events: [
      {
        type,
        email,
        messageId: ourMessageId(record.Metadata),
        at: time.at,
        detail: detail.slice(0, 1000),
      },
    ],
  };
}

function eventType(recordType: string, bounceType: unknown): ProviderEvent["type"] | null {
  if (recordType === "Delivery") return "delivered";
  if (recordType === "SpamComplaint" || bounceType === "SpamComplaint") return "complaint";
  if (recordType !== "Bounce" || typeof bounceType !== "string") return null;
  if (hardBounceTypes.has(bounceType)) return "bounce";
  return notDeliveryTypes.has(bounceType) ? null : "deferred";
}

/** Our Message-ID from the event's metadata, when it looks like one. */
function ourMessageId(metadata: unknown): string | null {
  if (typeof metadata !== "object" || metadata === null) return null;
  const value = (metadata as Record<string, unknown>)["message-id"];
  return typeof value === "string" && /^<[^<>\s]{3,300}>$/.test(value) ? value : null;
}
