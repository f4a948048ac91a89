import { count } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { leads, outboxEmails } from "#server/db/schema";
import { formLeadTypes, leadKinds, type FormLeadType } from "#app/lib/leads/lead-kinds";

type Body = (overrides?: Record<string, unknown>) => Record<string, unknown>;

/** A valid request body for a lead form: its kind's example, exactly the fields the form sends. */
export function sampleBody(type: FormLeadType): Body {
  return (overrides = {}) => ({ ...(leadKinds[type].form.example as Record<string, unknown>), ...overrides });
}

export const aiInterviewBody = sampleBody("ai-interview");
export const gitexBody = sampleBody("gitex-registration");
export const panelQuestionBody = sampleBody("panel-question");
export const talentRequestBody = sampleBody("talent-request");

export type LeadEndpoint = {
  path: string;
  type: FormLeadType;
  body: Body;
  /** A text field that refuses 20,000 characters, for the bad-input cases. */
  textField: string;
  /** Emails a non-spam submission queues (sales + visitor confirmation where promised). */
  emails: number;
};

/** Per form, the text field its bad-input cases fill: a new lead kind without one does not compile. */
const longTextFields = {
  "ai-interview": "phone",
  "gitex-registration": "company",
  "panel-question": "question",
  "talent-request": "message",
} satisfies Record<FormLeadType, string>;

/** Every public lead form, as its kind in app/lib/leads/lead-kinds.ts describes it. */
export const leadEndpoints: Array<LeadEndpoint> = formLeadTypes.map((type) => {
  const form = leadKinds[type].form;
  return {
    path: form.endpoint,
    type,
    body: sampleBody(type),
    textField: longTextFields[type],
    emails: form.confirmation ? 2 : 1,
  };
});

/** How many leads and outbox rows are stored: "nothing stored" means these do not move. */
export async function storedCounts(db: Database): Promise<{ leads: number; emails: number }> {
  const [leadRow] = await db.select({ n: count() }).from(leads);
  const [emailRow] = await db.select({ n: count() }).from(outboxEmails);
  return { leads: Number(leadRow?.n ?? 0), emails: Number(emailRow?.n ?? 0) };
}

let ipCounter = 0;
/** A fresh client address, so rate limits of one test never touch another. */
export function freshIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}
