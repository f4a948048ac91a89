import type { LeadField, LeadKind } from "#app/lib/leads/lead-kinds";

/** Payload keys that are the pipeline's, not the visitor's: never listed as fields. */
const internalKeys = new Set(["name", "email", "website", "bookingId"]);

/** A payload value as text, with the form's words for option values. */
export function fieldText(field: LeadField | undefined, value: unknown): string {
  if (value === undefined || value === null) return "";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return field?.options?.find((o) => o.value === text)?.label ?? text;
}

/** Every field of a lead for its page: the kind's fields in order, then any other payload key. */
export function leadFieldsOf(
  kind: LeadKind,
  payload: Record<string, unknown>,
): Array<{ label: string; text: string; long: boolean }> {
  const known = kind.fields.map((field) => ({
    label: field.label,
    text: fieldText(field, payload[field.key]),
    long: field.long ?? false,
  }));
  const extra = Object.keys(payload)
    .filter((key) => !internalKeys.has(key) && !kind.fields.some((f) => f.key === key))
    .map((key) => ({ label: key, text: fieldText(undefined, payload[key]), long: false }));
  return [...known, ...extra];
}
