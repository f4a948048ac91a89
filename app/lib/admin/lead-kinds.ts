import { experienceLevels, interviewRoles } from "#app/schemas/ai-interview";
import { registrationDomains } from "#app/schemas/gitex-registration";
import { headcountChoices, startChoices, talentCategoryChoices } from "#app/schemas/talent-request";

/** One field of a lead's payload as staff read it. */
export type LeadField = {
  key: string;
  label: string;
  /** Stored values and the words the form showed for them. */
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** Free text that may run long (shown as a paragraph, cut short in lists). */
  long?: boolean;
};

/**
 * A kind of lead: the `leads.type` it stores, where its list lives (`/admin/leads/<slug>`), its
 * names, the payload fields its page shows and the ones its list (and so its CSV) shows.
 */
export type LeadKind = {
  type: string;
  slug: string;
  label: string;
  plural: string;
  fields: ReadonlyArray<LeadField>;
  listFields: ReadonlyArray<string>;
};

/**
 * Every kind of lead the site takes. Adding a form's leads to the admin area (dashboard, list,
 * export, webhooks) is one line here.
 */
export const leadKinds = [
  {
    type: "appointment",
    slug: "appointments",
    label: "Appointment",
    plural: "Appointments",
    fields: [
      { key: "company", label: "Company" },
      { key: "phone", label: "Phone" },
      { key: "date", label: "Date (business zone)" },
      { key: "time", label: "Time (business zone)" },
      { key: "timeZone", label: "Visitor's time zone" },
      { key: "message", label: "Additional information", long: true },
    ],
    listFields: ["company", "date", "time"],
  },
  {
    type: "ai-interview",
    slug: "interview-requests",
    label: "Interview request",
    plural: "Interview requests",
    fields: [
      { key: "phone", label: "Phone" },
      { key: "role", label: "Role", options: interviewRoles },
      { key: "experience", label: "Experience", options: experienceLevels },
    ],
    listFields: ["role", "experience"],
  },
  {
    type: "gitex-registration",
    slug: "event-registrations",
    label: "Event registration",
    plural: "Event registrations",
    fields: [
      { key: "company", label: "Company" },
      { key: "phone", label: "Phone" },
      { key: "domain", label: "Industry/Domain", options: registrationDomains },
    ],
    listFields: ["company", "domain"],
  },
  {
    type: "panel-question",
    slug: "questions",
    label: "Question",
    plural: "Questions",
    fields: [{ key: "question", label: "Question", long: true }],
    listFields: ["question"],
  },
  {
    type: "talent-request",
    slug: "talent-requests",
    label: "Talent request",
    plural: "Talent requests",
    fields: [
      { key: "company", label: "Company" },
      { key: "category", label: "Talent category", options: talentCategoryChoices },
      { key: "headcount", label: "Number of people", options: headcountChoices },
      { key: "start", label: "Desired start", options: startChoices },
      { key: "message", label: "Message", long: true },
    ],
    listFields: ["company", "category", "headcount", "start"],
  },
  {
    type: "newsletter",
    slug: "newsletter",
    label: "Newsletter sign-up",
    plural: "Newsletter sign-ups",
    fields: [],
    listFields: [],
  },
] as const satisfies ReadonlyArray<LeadKind>;

export type LeadType = (typeof leadKinds)[number]["type"];

export function leadKindBySlug(slug: string): LeadKind | null {
  return leadKinds.find((kind) => kind.slug === slug) ?? null;
}

export function leadKindByType(type: string): LeadKind | null {
  return leadKinds.find((kind) => kind.type === type) ?? null;
}

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
