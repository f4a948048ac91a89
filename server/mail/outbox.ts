import { randomUUID } from "node:crypto";
import { site } from "#app/content/site";
import { and, count, gt, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { outboxEmails } from "#server/db/schema";
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
   * Goes to an address a visitor typed, which nobody has verified (a confirmation of a form): it
   * carries no visitor-written free text, and at most `unverifiedRecipientDailyLimit` such emails go to
   * one address a day, so the forms cannot be used to send mail to strangers (docs/email.md).
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

/** Emails to one unverified address in any 24 hours, across every form. */
export const unverifiedRecipientDailyLimit = 3;
const dayMs = 24 * 60 * 60 * 1000;

/**
 * Whether another email may go to this unverified address now. The address is locked for the rest
 * of the transaction first, so two submissions at once cannot both take the last place.
 */
async function underDailyLimit(tx: Database, recipient: string, now: Date): Promise<boolean> {
  const address = recipient.trim().toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`unverified-recipient:${address}`}))`);
  const [row] = await tx
    .select({ sent: count() })
    .from(outboxEmails)
    .where(
      and(
        sql`${outboxEmails.unverifiedRecipient}`,
        sql`lower(${outboxEmails.recipient}) = ${address}`,
        gt(outboxEmails.createdAt, new Date(now.getTime() - dayMs)),
      ),
    );
  return Number(row?.sent ?? 0) < unverifiedRecipientDailyLimit;
}

export const messageIdDomain = new URL(site.url).hostname;

/** A Message-ID fixed when the email is queued, so a resend after a crash is recognisably the same email. */
export function messageIdFor(emailId: string): string {
  return `<${emailId}@${messageIdDomain}>`;
}

/**
 * Writes the emails into the outbox in the caller's transaction. An email to an unverified address
 * over its daily limit is left out (the lead and the team's notification are not). An email to a
 * suppressed address is written already `suppressed`, never to be sent, so staff see why it did not
 * go (docs/email.md#suppression-list); one to an erased person's address, suppressed as a hash, is
 * caught by the worker before sending. Answers how many were queued to be sent. `now` is when the
 * emails are queued (the caller reads it from its clock).
 */
export async function queueEmails(tx: Database, emails: Array<QueuedEmail>, now: Date): Promise<number> {
  const suppressed = await suppressionsOf(
    tx,
    emails.map((email) => email.recipient),
  );
  const allowed: Array<QueuedEmail> = [];
  for (const email of emails) {
    if (suppressed.has(addressKey(email.recipient))) allowed.push(email);
    else if (!email.unverifiedRecipient || (await underDailyLimit(tx, email.recipient, now))) allowed.push(email);
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
          ...(email.sendAt ? { nextAttemptAt: email.sendAt } : {}),
          sendBefore: email.sendBefore ?? null,
        };
      }),
    )
    .onConflictDoNothing({ target: outboxEmails.messageId })
    .returning({ status: outboxEmails.status });
  return inserted.filter((row) => row.status === "pending").length;
}
