import { eq, sql } from "drizzle-orm";
import { newsletterConsentWording } from "#app/modules/newsletter/schemas/newsletter";
import type { Clock } from "#server/clock";
import { inTransaction, type Database } from "#server/db/client";
import { leads, newsletterSubscribers } from "#server/db/schema";
import { queueEmails } from "#app/modules/mail/server";
import { confirmationEmail, confirmationRateLimitMs, welcomeEmail, type NewsletterSettings } from "./newsletter-emails";
import { findSubscriber, lockSubscriber, maskedEmail, statusOf, type SubscriberRow } from "./subscriber-store";
import { confirmToken, verifyConfirmToken, verifyUnsubscribeToken } from "./tokens";

/** What the confirmation page shows for a link. */
export type ConfirmationView =
  | { state: "ready"; email: string }
  | { state: "confirmed"; email: string }
  /** Authentic but older than 48 hours: the page offers a new link. */
  | { state: "expired" }
  /** Tampered, unknown, or withdrawn (unsubscribed since, or pruned): the page offers signing up again. */
  | { state: "invalid" };

/** What the unsubscribe page shows. */
export type SubscriptionView =
  { state: "pending" | "confirmed" | "unsubscribed"; email: string } | { state: "invalid" };

/** Who acted, for the consent record. */
export type ActingClient = { ipHash: string | null };

/**
 * The newsletter pages (confirm, unsubscribe) reach subscribers only through this, passed in
 * React Router's load context. Views never change anything (a GET is safe for mail scanners);
 * confirm, resend, unsubscribe and resubscribe are the POSTs.
 */
export type NewsletterPages = {
  viewConfirmation: (token: string) => Promise<ConfirmationView>;
  confirm: (token: string, client: ActingClient) => Promise<ConfirmationView>;
  /** Sends a fresh link for an expired one (same answer whatever happens). */
  resendConfirmation: (token: string) => Promise<void>;
  viewSubscription: (token: string) => Promise<SubscriptionView>;
  unsubscribe: (token: string) => Promise<SubscriptionView>;
  resubscribe: (token: string, client: ActingClient) => Promise<SubscriptionView>;
};

export const resubscribePage = "/newsletter/unsubscribe";

function confirmationView(row: SubscriberRow | null): ConfirmationView {
  if (!row) return { state: "invalid" };
  const status = statusOf(row);
  if (status === "confirmed") return { state: "confirmed", email: maskedEmail(row.email) };
  // Unsubscribed after this link was sent: the link no longer speaks for the address's owner.
  if (status === "unsubscribed") return { state: "invalid" };
  return { state: "ready", email: maskedEmail(row.email) };
}

function subscriptionView(row: SubscriberRow | null): SubscriptionView {
  return row ? { state: statusOf(row), email: maskedEmail(row.email) } : { state: "invalid" };
}

export function createNewsletterPages(deps: {
  db: Database;
  settings: NewsletterSettings;
  mailQueued?: () => void;
  clock: Clock;
}): NewsletterPages {
  const { db, settings, clock: now } = deps;

  async function signupOf(tx: Database, leadId: string | null): Promise<{ name: string; page: string | null }> {
    if (!leadId) return { name: "", page: null };
    const [lead] = await tx
      .select({ name: leads.name, payload: leads.payload })
      .from(leads)
      .where(eq(leads.id, leadId));
    const page = (lead?.payload as { page?: unknown } | undefined)?.page;
    return { name: lead?.name ?? "", page: typeof page === "string" ? page : null };
  }

  async function viewConfirmation(token: string): Promise<ConfirmationView> {
    const verified = verifyConfirmToken(settings.secret, token, now());
    if (!verified.ok && verified.reason === "invalid") return { state: "invalid" };
    const row = await findSubscriber(db, verified.claims.subscriberId);
    const view = confirmationView(row);
    if (!verified.ok && view.state === "ready") return { state: "expired" };
    return view;
  }

  async function confirm(token: string, client: ActingClient): Promise<ConfirmationView> {
    const verified = verifyConfirmToken(settings.secret, token, now());
    if (!verified.ok) return viewConfirmation(token);
    const { claims } = verified;
    const result = await inTransaction(db, async (tx) => {
      const row = await lockSubscriber(tx, claims.subscriberId);
      const view = confirmationView(row);
      if (view.state !== "ready" || !row) return { view, queued: 0 };
      const signup = await signupOf(tx, claims.leadId);
      const at = now();
      await tx
        .update(newsletterSubscribers)
        .set({
          status: "confirmed",
          name: signup.name,
          consentedAt: at,
          consentPage: signup.page ?? "/blog",
          consentWording: newsletterConsentWording,
          consentIpHash: client.ipHash,
          unsubscribedAt: null,
          updatedAt: at,
        })
        .where(eq(newsletterSubscribers.id, row.id));
      await queueEmails(
        tx,
        [welcomeEmail(settings, { email: row.email, subscriberId: row.id, name: signup.name, leadId: claims.leadId })],
        at,
      );
      return { view: { state: "confirmed", email: view.email } satisfies ConfirmationView, queued: 1 };
    });
    if (result.queued > 0) deps.mailQueued?.();
    return result.view;
  }

  async function resendConfirmation(token: string): Promise<void> {
    const verified = verifyConfirmToken(settings.secret, token, now());
    if (!verified.ok && verified.reason === "invalid") return;
    const { claims } = verified;
    const queued = await inTransaction(db, async (tx) => {
      const row = await lockSubscriber(tx, claims.subscriberId);
      if (!row || statusOf(row) !== "pending") return 0;
      const at = now();
      if (row.confirmationSentAt && at.getTime() - row.confirmationSentAt.getTime() < confirmationRateLimitMs) return 0;
      const leadId = row.signupLeadId ?? claims.leadId;
      await tx
        .update(newsletterSubscribers)
        .set({ confirmationSentAt: at, updatedAt: at })
        .where(eq(newsletterSubscribers.id, row.id));
      const fresh = confirmToken(settings.secret, row.id, leadId, at);
      await queueEmails(
        tx,
        [confirmationEmail(settings, { email: row.email, subscriberId: row.id, leadId }, fresh)],
        at,
        settings.unverifiedCaps,
      );
      return 1;
    });
    if (queued > 0) deps.mailQueued?.();
  }

  async function viewSubscription(token: string): Promise<SubscriptionView> {
    const verified = verifyUnsubscribeToken(settings.secret, token);
    if (!verified.ok) return { state: "invalid" };
    return subscriptionView(await findSubscriber(db, verified.claims.subscriberId));
  }

  async function unsubscribe(token: string): Promise<SubscriptionView> {
    const verified = verifyUnsubscribeToken(settings.secret, token);
    if (!verified.ok) return { state: "invalid" };
    const at = now();
    const [row] = await db
      .update(newsletterSubscribers)
      .set({
        status: "unsubscribed",
        unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, ${at.toISOString()}::timestamptz)`,
        updatedAt: at,
      })
      .where(eq(newsletterSubscribers.id, verified.claims.subscriberId))
      .returning();
    return subscriptionView(row ?? null);
  }

  async function resubscribe(token: string, client: ActingClient): Promise<SubscriptionView> {
    const verified = verifyUnsubscribeToken(settings.secret, token);
    if (!verified.ok) return { state: "invalid" };
    return inTransaction(db, async (tx) => {
      const row = await lockSubscriber(tx, verified.claims.subscriberId);
      if (!row) return { state: "invalid" } satisfies SubscriptionView;
      if (statusOf(row) === "confirmed") return subscriptionView(row);
      // The link came in an email to this address: whoever holds it can read that mailbox.
      const signup = row.name ? { name: row.name } : await signupOf(tx, row.signupLeadId);
      const at = now();
      const [updated] = await tx
        .update(newsletterSubscribers)
        .set({
          status: "confirmed",
          name: signup.name,
          consentedAt: at,
          consentPage: resubscribePage,
          consentWording: newsletterConsentWording,
          consentIpHash: client.ipHash,
          unsubscribedAt: null,
          updatedAt: at,
        })
        .where(eq(newsletterSubscribers.id, row.id))
        .returning();
      return subscriptionView(updated ?? null);
    });
  }

  return { viewConfirmation, confirm, resendConfirmation, viewSubscription, unsubscribe, resubscribe };
}
