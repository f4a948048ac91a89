import { randomUUID } from "node:crypto";
import { site } from "#app/content/site";
import { and, count, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { outboxEmails } from "#server/db/schema";
import { companyDomainOf, mailboxOf } from "./mailbox";
import { addressKey, suppressedNote, suppressionsOf } from "./suppressions";

export type MailAttachment = { filename: string; contentType: string; content: string };

/** One email to send later; written in the transaction of the lead or booking it belongs to. */
export type QueuedEmail = {
  kind: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  attachments?: Array<MailAttachment>;
  /** Extra header lines, e.g. List-Unsubscribe; names and values must be plain ASCII on one line. */
  headers?: Record<string, string>;
  leadId?: string;
  bookingId?: string;
  /**
   * Goes to an address a visitor typed, which nobody has verified (a confirmation of a form, a
   * booking's emails to the visitor): it carries no text the visitor chose, and at most
   * `unverifiedMailboxDailyLimit` such emails go to one mailbox and `unverifiedDomainDailyLimit` to
   * one company's domain a day, so the forms cannot be used to send mail to strangers (docs/email.md).
   */
  unverifiedRecipient?: true;
  /**
   * A Message-ID fixed by the caller: an email that must go once (a day's digest) is queued with
   * the same one by whoever gets there first, and the others' are dropped.
   */
  messageId?: string;
  /** Not sent before this moment (a reminder); at once when absent. */
  sendAt?: Date;
  /** Dropped instead of sent once this moment has passed (a reminder of a meeting that has begun). */
  sendBefore?: Date;
};

/** Emails to one unverified mailbox in any 24 hours, across every form (docs/email.md#addresses-nobody-verified). */
export const unverifiedMailboxDailyLimit = 3;
/**
 * The caps on emails to unverified addresses that the configuration sets: `perDomain`, emails to
 * addresses at one company's domain in any 24 hours (UNVERIFIED_MAIL_PER_DOMAIN; 0: no cap).
 */
export type UnverifiedCaps = { perDomain: number };
/** Emails a day to unverified addresses at one company's domain unless UNVERIFIED_MAIL_PER_DOMAIN says otherwise. */
export const defaultUnverifiedMailPerDomain = 10;
const productCaps: UnverifiedCaps = { perDomain: defaultUnverifiedMailPerDomain };
const dayMs = 24 * 60 * 60 * 1000;

/** Where an unverified email counts: its mailbox, and its domain unless a public mail provider's. */
function capKeysOf(recipient: string): { mailbox: string; domain: string | null } {
  return { mailbox: mailboxOf(recipient), domain: companyDomainOf(recipient) };
}

/**
 * Whether another email may go to this unverified address at `at` (when it will go: a reminder's
 * moment, else now): under the cap of its mailbox and of its company's domain. Each email counts at
 * the moment it goes (`counts_at`), so a meeting's reminders count on the days they are sent, not
 * on the day it is booked; an email is let through while fewer than the cap go within a day either
 * side of its moment, which keeps every 24 hours under the cap. Both keys are locked for the rest
 * of the transaction first (the domain before the mailbox, always in that order), so two
 * submissions at once cannot both take the last place. An email dropped unsent (a moved meeting's
 * reminder) does not count.
 */
async function underDailyLimits(tx: Database, recipient: string, at: Date, caps: UnverifiedCaps): Promise<boolean> {
  const { mailbox, domain } = capKeysOf(recipient);
  const counted = and(
    sql`${outboxEmails.unverifiedRecipient}`,
    gt(outboxEmails.countsAt, new Date(at.getTime() - dayMs)),
    lt(outboxEmails.countsAt, new Date(at.getTime() + dayMs)),
    ne(outboxEmails.status, "dropped"),
  );
  if (domain !== null && caps.perDomain > 0) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`unverified-domain:${domain}`}))`);
    const [row] = await tx
      .select({ sent: count() })
      .from(outboxEmails)
      .where(and(counted, eq(outboxEmails.recipientDomain, domain)));
    if (Number(row?.sent ?? 0) >= caps.perDomain) return false;
  }
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`unverified-recipient:${mailbox}`}))`);
  const [row] = await tx
    .select({ sent: count() })
    .from(outboxEmails)
    .where(and(counted, eq(outboxEmails.recipientMailbox, mailbox)));
  return Number(row?.sent ?? 0) < unverifiedMailboxDailyLimit;
}

export const messageIdDomain = new URL(site.url).hostname;

/** A Message-ID fixed when the email is queued, so a resend after a crash is recognisably the same email. */
export function messageIdFor(emailId: string): string {
  return `<${emailId}@${messageIdDomain}>`;
}

/**
 * Writes the emails into the outbox in the caller's transaction. An email to an unverified address
 * over its mailbox's or domain's daily limit is left out (the lead and the team's notification are not). An email to a
 * suppressed address is written already `suppressed`, never to be sent, so staff see why it did not
 * go (docs/email.md#suppression-list); one to an erased person's address, suppressed as a hash, is
 * caught by the worker before sending. Answers how many were queued to be sent. `now` is when the
 * emails are queued (the caller reads it from its clock); `caps` the configured caps on emails to
 * unverified addresses (the product's defaults when absent).
 */
export async function queueEmails(
  tx: Database,
  emails: Array<QueuedEmail>,
  now: Date,
  caps: UnverifiedCaps = productCaps,
): Promise<number> {
  const suppressed = await suppressionsOf(
    tx,
    emails.map((email) => email.recipient),
  );
  const allowed: Array<QueuedEmail> = [];
  for (const email of emails) {
    if (suppressed.has(addressKey(email.recipient))) allowed.push(email);
    else if (!email.unverifiedRecipient || (await underDailyLimits(tx, email.recipient, email.sendAt ?? now, caps))) {
      allowed.push(email);
    }
  }
  if (allowed.length === 0) return 0;
  const inserted = await tx
    .insert(outboxEmails)
    .values(
      allowed.map((email) => {
        const id = randomUUID();
        const suppression = suppressed.get(addressKey(email.recipient));
        return {
          ...(suppression ? { status: "suppressed", lastError: suppressedNote(suppression.reason) } : {}),
          id,
          kind: email.kind,
          recipient: email.recipient,
          subject: email.subject,
          html: email.html,
          text: email.text,
          attachments: email.attachments ?? [],
          headers: email.headers ?? {},
          leadId: email.leadId ?? null,
          bookingId: email.bookingId ?? null,
          messageId: email.messageId ?? messageIdFor(id),
          unverifiedRecipient: email.unverifiedRecipient ?? false,
          ...(email.unverifiedRecipient
            ? {
                recipientMailbox: capKeysOf(email.recipient).mailbox,
                recipientDomain: capKeysOf(email.recipient).domain,
                countsAt: email.sendAt ?? now,
              }
            : {}),
          ...(email.sendAt ? { nextAttemptAt: email.sendAt } : {}),
          sendBefore: email.sendBefore ?? null,
        };
      }),
    )
    .onConflictDoNothing({ target: outboxEmails.messageId })
    .returning({ status: outboxEmails.status });
  return inserted.filter((row) => row.status === "pending").length;
}
