import { randomUUID } from "node:crypto";
import { site } from "#app/content/site";
import type { Database } from "#server/db/client";
import { outboxEmails } from "#server/db/schema";

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
};

const messageIdDomain = new URL(site.url).hostname;

/** A Message-ID fixed when the email is queued, so a resend after a crash is recognisably the same email. */
export function messageIdFor(emailId: string): string {
  return `<${emailId}@${messageIdDomain}>`;
}

export async function queueEmails(tx: Database, emails: Array<QueuedEmail>): Promise<void> {
  if (emails.length === 0) return;
  await tx.insert(outboxEmails).values(
    emails.map((email) => {
      const id = randomUUID();
      return {
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
        messageId: messageIdFor(id),
      };
    }),
  );
}
