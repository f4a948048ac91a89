import { bracketed, eventTime, plausibleAddress, text, type ParsedEvents, type ProviderEvent } from "./types";

const types = new Set<ProviderEvent["type"]>(["bounce", "complaint", "delivered", "deferred"]);
export const maxEventsPerRequest = 500;

/**
 * The generic shape (docs/email.md#provider-events):
 * `{ "events": [{ "type", "email", "messageId"?, "at"?, "detail"? }] }`. Unknown types are
 * ignored; a known type with no plausible address, or an impossible time, makes the whole body refused.
 */
export function parseGenericEvents(body: unknown, receivedAt: Date): ParsedEvents {
  const list = (body as { events?: unknown } | null)?.events;
  if (!Array.isArray(list) || list.length > maxEventsPerRequest) return { ok: false };
  const events: Array<ProviderEvent> = [];
  let ignored = 0;
  for (const item of list as Array<unknown>) {
    if (typeof item !== "object" || item === null) return { ok: false };
    const { type, email, messageId, at, detail } = item as Record<string, unknown>;
    if (typeof type !== "string" || !types.has(type as ProviderEvent["type"])) {
      ignored += 1;
      continue;
    }
    if (!plausibleAddress(email)) return { ok: false };
    const time = eventTime(at, receivedAt, "at");
    if (!time.ok) return time;
    events.push({
      type: type as ProviderEvent["type"],
      email,
      messageId: bracketed(messageId),
      at: time.at,
      detail: text(detail),
    });
  }
  return { ok: true, events, ignored };
}
