import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { newsletterCheckInbox, type NewsletterSignup } from "#app/modules/newsletter/schemas/newsletter";
import type { Database } from "#server/db/client";
import { newsletterSubscribers } from "#server/db/schema";
import { queueEmails } from "#app/modules/mail/server";
import { insertLead } from "#app/modules/leads/server";
import type { Answer, LeadCreated, Submission } from "#server/services/submission";
import { confirmationEmail, confirmationRateLimitMs, type NewsletterSettings } from "./newsletter-emails";
import { lockSubscriberByEmail, statusOf } from "./subscriber-store";
import { confirmToken } from "./tokens";

/**
 * One sign-up, inside the submission's transaction: a "newsletter" lead for staff, then the
 * address's state. A new, waiting or unsubscribed address gets a confirmation email (at most one
 * per address per 10 minutes); a confirmed one stays confirmed and gets nothing. The answer is
 * the same in every case, so the form reveals nothing about who is subscribed.
 */
export async function saveNewsletterSignup(
  tx: Database,
  submission: Submission<NewsletterSignup>,
  settings: NewsletterSettings,
): Promise<Answer<LeadCreated, 201>> {
  const { data, receivedAt: now } = submission;
  const leadId = randomUUID();
  await insertLead(tx, {
    id: leadId,
    type: "newsletter",
    name: data.name,
    email: data.email,
    payload: { ...data },
    spam: submission.spam,
    ipHash: submission.ipHash,
    attribution: submission.attribution,
    receivedAt: now,
  });
  const answer = (queuedEmails: number): Answer<LeadCreated, 201> => ({
    status: 201,
    body: { id: leadId, message: newsletterCheckInbox.message },
    queuedEmails,
  });
  if (submission.spam) return answer(0);

  const [created] = await tx
    .insert(newsletterSubscribers)
    .values({
      email: data.email,
      status: "pending",
      signupLeadId: leadId,
      lastRequestedAt: now,
      confirmationSentAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });

  let subscriberId = created?.id;
  if (!subscriberId) {
    const row = await lockSubscriberByEmail(tx, data.email);
    if (!row) throw new Error("newsletter subscriber vanished during sign-up");
    if (statusOf(row) === "confirmed") return answer(0);
    const recentlySent =
      row.confirmationSentAt !== null && now.getTime() - row.confirmationSentAt.getTime() < confirmationRateLimitMs;
    await tx
      .update(newsletterSubscribers)
      .set(
        recentlySent
          ? { lastRequestedAt: now, updatedAt: now }
          : {
              status: "pending",
              signupLeadId: leadId,
              lastRequestedAt: now,
              confirmationSentAt: now,
              updatedAt: now,
            },
      )
      .where(eq(newsletterSubscribers.id, row.id));
    if (recentlySent) return answer(0);
    subscriberId = row.id;
  }

  const token = confirmToken(settings.secret, subscriberId, leadId, now);
  await queueEmails(
    tx,
    [confirmationEmail(settings, { email: data.email, subscriberId, leadId }, token)],
    now,
    settings.unverifiedCaps,
  );
  return answer(1);
}
