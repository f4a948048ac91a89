import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client";
import {
  adminUsers,
  bookings,
  companies,
  contacts,
  leads,
  newsletterSubscribers,
  outboxEmails,
} from "#server/db/schema";
import { addressKey, erasedAddressKey } from "#app/modules/mail/server";
import { companyIdentity, emailKey } from "#app/modules/leads/server";
import { personMentions, type PersonMentions } from "./person-mentions";

/**
 * Every place personal data is kept has one handler of this name, run in this order (the visits
 * before the leads that say which were the person's, the companies after the contacts that held them).
 */
export const personalDataHandlerNames = [
  "visits",
  "leads",
  "contacts",
  "companies",
  "bookings",
  "emails",
  "webhooks",
  "timeline",
  "mail",
  "saved-views",
  "idempotency",
  "newsletter",
  "mailbox",
] as const;
export type PersonalDataHandlerName = (typeof personalDataHandlerNames)[number];

/** Who the request is about, resolved once: every handler works from these. */
export type DataSubject = {
  email: string;
  leadIds: Array<string>;
  bookingIds: Array<string>;
  contactIds: Array<string>;
  /** The companies of their contact, and the one made from their work address's domain. */
  companyIds: Array<string>;
  /** Message-IDs of every queued or sent email about them (the mailbox's file names). */
  messageIds: Array<string>;
  /** Every name their leads, contact, bookings and subscription gave. */
  names: Array<string>;
  /** Their address or a name of theirs in free text. */
  mentions: PersonMentions;
  /**
   * Their address alone: what marks an email or a mailbox file to anyone as theirs (a name alone
   * could be a namesake's, so it counts only in what staff were sent).
   */
  addressMentions: PersonMentions;
  /** The salted hash the audit log names them by (docs/admin.md#personal-data). */
  addressHash: string;
  /** What an erased suppression or mail event keeps instead of their address. */
  erasedKey: string;
};

export type HandlerContext = { db: Database; subject: DataSubject; mailDir: string; now: Date };

/**
 * One place personal data is kept. `find` lists the records (for the page and the JSON export);
 * `erase` removes or empties them and answers how many. Each column that can hold personal data
 * names the handler that erases it (personal-data-columns.ts).
 */
export type PersonalDataHandler = {
  name: PersonalDataHandlerName;
  label: string;
  find: (ctx: HandlerContext) => Promise<Array<Record<string, unknown>>>;
  erase: (ctx: HandlerContext) => Promise<number>;
};

export const sameEmail = (column: SQL | typeof leads.email, email: string) => sql`lower(${column}) = lower(${email})`;
const none = sql`false`;
export const anyOf = <T extends string>(column: Parameters<typeof inArray>[0], values: Array<T>) =>
  values.length ? inArray(column, values) : none;

export function countOf(result: unknown): number {
  return (result as { rowCount?: number | null }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0;
}

/** Whether a column's text names the person (their address or a name, as whole words). */
export function mentionedIn(column: SQL, subject: DataSubject): SQL {
  return sql`${column} ~* ${subject.mentions.pattern}`;
}

/**
 * The outbox emails about the person: to them, about their leads or bookings, naming their address,
 * or naming them to staff (a morning digest). Read in the text version, which says what the HTML says.
 */
export function emailsAbout(
  subject: Pick<DataSubject, "email" | "leadIds" | "bookingIds" | "mentions" | "addressMentions">,
): SQL {
  const words = sql`(${outboxEmails.subject} || ' ' || ${outboxEmails.text})`;
  return (
    or(
      sameEmail(sql`${outboxEmails.recipient}`, subject.email),
      anyOf(outboxEmails.leadId, subject.leadIds),
      anyOf(outboxEmails.bookingId, subject.bookingIds),
      sql`${words} ~* ${subject.addressMentions.pattern}`,
      sql`(lower(${outboxEmails.recipient}) in (select lower(${adminUsers.email}) from ${adminUsers}) and ${words} ~* ${subject.mentions.pattern})`,
    ) ?? none
  );
}

/** Resolves the person's leads, bookings, contact, names and email Message-IDs. */
export async function resolveSubject(
  db: Database,
  email: string,
  hash: (value: string) => string,
): Promise<DataSubject> {
  const leadRows = await db
    .select({ id: leads.id, name: leads.name })
    .from(leads)
    .where(and(sameEmail(leads.email, email), isNull(leads.erasedAt)));
  const leadIds = leadRows.map((r) => r.id);
  const bookingRows = await db
    .select({ id: bookings.id, name: bookings.name })
    .from(bookings)
    .where(
      and(
        or(sameEmail(sql`${bookings.email}`, email), anyOf(bookings.leadId, leadIds)),
        sql`${bookings.status} <> 'erased'`,
      ),
    );
  const bookingIds = bookingRows.map((r) => r.id);
  const contactRows = await db
    .select({ id: contacts.id, name: contacts.name, companyId: contacts.companyId })
    .from(contacts)
    .where(sql`${contacts.emailKey} = ${emailKey(email)}`);
  const domain = companyIdentity(email, null)?.domain ?? null;
  const domainCompanies = domain
    ? await db.select({ id: companies.id }).from(companies).where(eq(companies.key, domain))
    : [];
  const subscriberRows = await db
    .select({ name: newsletterSubscribers.name })
    .from(newsletterSubscribers)
    .where(sameEmail(sql`${newsletterSubscribers.email}`, email));
  const names = [
    ...new Set(
      [...leadRows, ...bookingRows, ...contactRows, ...subscriberRows]
        .map((row) => row.name?.trim() ?? "")
        .filter((name) => name !== ""),
    ),
  ];
  const about = {
    email,
    leadIds,
    bookingIds,
    mentions: personMentions(addressKey(email), names),
    addressMentions: personMentions(addressKey(email)),
  };
  const emailRows = await db.select({ messageId: outboxEmails.messageId }).from(outboxEmails).where(emailsAbout(about));
  const addressHash = hash(addressKey(email));
  return {
    ...about,
    contactIds: contactRows.map((r) => r.id),
    companyIds: [
      ...new Set([
        ...contactRows.flatMap((r) => (r.companyId ? [r.companyId] : [])),
        ...domainCompanies.map((r) => r.id),
      ]),
    ],
    messageIds: emailRows.map((r) => r.messageId),
    names,
    addressHash,
    erasedKey: erasedAddressKey(addressHash),
  };
}
