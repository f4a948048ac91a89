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

/**
 * What search reads for a lead: its name, its address and every value the visitor sent (a choice
 * both as stored and in the form's words), one per line, without control characters. Never a
 * field's name, so a search for "company" finds a company called that, not every lead with the field.
 */
export function leadSearchText(
  kind: LeadKind | null,
  lead: { name: string; email: string; payload: Record<string, unknown> },
): string {
  const values = Object.entries(lead.payload)
    .filter(([key]) => !internalKeys.has(key))
    .flatMap(([key, value]) => {
      if (value === undefined || value === null || value === "") return [];
      const field = kind?.fields.find((f) => f.key === key);
      const raw = typeof value === "string" ? value : JSON.stringify(value);
      const words = fieldText(field, value);
      return words === raw ? [raw] : [raw, words];
    });
  return withoutControlCharacters([lead.name, lead.email, ...values].join("\n"));
}

/**
 * Text as search reads it: control characters (tab and line break aside) are no words to search
 * for, and could pass for a search's own marks, so a space stands in for each.
 */
export function withoutControlCharacters(text: string): string {
  return text.replace(/(?![\t\n])\p{Cc}/gu, " ");
}
