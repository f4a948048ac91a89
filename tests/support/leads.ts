import { count } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { leads, outboxEmails } from "#server/db/schema";

/** Valid request bodies for each lead endpoint, exactly the fields the forms send. */
export function aiInterviewBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Asha Rao",
    email: "asha@example.com",
    phone: "+91 98765 43210",
    role: "ai-engineer",
    experience: "3-5",
    website: "",
    ...overrides,
  };
}

export function gitexBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Omar Haddad",
    email: "omar@example.com",
    phone: "",
    company: "Haddad Systems",
    domain: "technology",
    website: "",
    ...overrides,
  };
}

export function panelQuestionBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Lena Fischer",
    email: "lena@example.com",
    question: "How do GCCs retain AI talent?",
    website: "",
    ...overrides,
  };
}

export function talentRequestBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Meera Kapoor",
    email: "meera@kapoor-labs.example",
    company: "Kapoor Labs",
    category: "data-scientists",
    headcount: "2-5",
    start: "within-a-week",
    message: "Two data scientists for a churn model, hybrid in Pune.",
    website: "",
    ...overrides,
  };
}

export type LeadEndpoint = {
  path: string;
  type: string;
  body: (overrides?: Record<string, unknown>) => Record<string, unknown>;
  /** A required text field and the field-name of an enum-like field, for bad-input cases. */
  textField: string;
  /** Emails a non-spam submission queues (sales + visitor confirmation where promised). */
  emails: number;
};

export const leadEndpoints: Array<LeadEndpoint> = [
  { path: "/api/ai-interview", type: "ai-interview", body: aiInterviewBody, textField: "phone", emails: 2 },
  { path: "/api/gitex/submit", type: "gitex-registration", body: gitexBody, textField: "company", emails: 2 },
  { path: "/api/qa/submit", type: "panel-question", body: panelQuestionBody, textField: "question", emails: 1 },
  { path: "/api/talent-requests", type: "talent-request", body: talentRequestBody, textField: "message", emails: 2 },
];

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
