import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { aiInterviewSchema } from "#app/schemas/ai-interview";
import { gitexRegistrationSchema } from "#app/schemas/gitex-registration";
import { panelQuestionSchema } from "#app/schemas/panel-question";
import { talentRequestSchema } from "#app/schemas/talent-request";
import type { Database } from "#server/db/client";
import { queueEmails, type QueuedEmail } from "#server/mail/outbox";
import { aiInterviewEmails, gitexEmails, panelQuestionEmails, talentRequestEmails, type LeadRef } from "./lead-emails";
import type { Submission } from "#server/services/submission";
import { insertLead, type LeadType } from "./lead-store";
import type { Team } from "./team";

export type LeadForm<S extends z.ZodType> = {
  type: LeadType;
  schema: S;
  /** The sentence the success reply carries. */
  successMessage: string;
  emails: (data: z.output<S>, lead: LeadRef, team: Team) => Array<QueuedEmail>;
};

function leadForm<S extends z.ZodType>(form: LeadForm<S>): LeadForm<S> {
  return form;
}

export const aiInterviewForm = leadForm({
  type: "ai-interview",
  schema: aiInterviewSchema,
  successMessage: "Your AI interview has been scheduled. Our team will be in contact shortly with more details.",
  emails: aiInterviewEmails,
});

export const gitexForm = leadForm({
  type: "gitex-registration",
  schema: gitexRegistrationSchema,
  successMessage: "Thank you for your interest. We'll be in touch soon.",
  emails: gitexEmails,
});

export const panelQuestionForm = leadForm({
  type: "panel-question",
  schema: panelQuestionSchema,
  successMessage: "Thank you. Your question has been submitted to the panel.",
  emails: panelQuestionEmails,
});

export const talentRequestForm = leadForm({
  type: "talent-request",
  schema: talentRequestSchema,
  successMessage: "Thank you. A talent specialist will contact you within 24 hours with matching profiles.",
  emails: talentRequestEmails,
});

/** Writes the lead and (unless it is spam) its emails, in the caller's transaction. */
export async function saveLead<S extends z.ZodType<{ name: string; email: string }>>(
  tx: Database,
  form: LeadForm<S>,
  submission: Submission<z.output<S>>,
  team: Team,
): Promise<{ id: string; queuedEmails: number }> {
  const id = randomUUID();
  const { data } = submission;
  await insertLead(tx, {
    id,
    type: form.type,
    name: data.name,
    email: data.email,
    payload: { ...data },
    spam: submission.spam,
    ipHash: submission.ipHash,
    receivedAt: submission.receivedAt,
  });
  if (submission.spam) return { id, queuedEmails: 0 };
  const emails = form.emails(data, { id, type: form.type, receivedAt: submission.receivedAt }, team);
  return { id, queuedEmails: await queueEmails(tx, emails, submission.receivedAt) };
}
