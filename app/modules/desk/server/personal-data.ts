import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { PersonalDataSection, PersonalDataView } from "#app/lib/admin/views";
import type { Config } from "#server/config";
import { inTransaction, rowsOf, type Database } from "#server/db/client";
import {
  analyticsEvents,
  bookings,
  companies,
  contacts,
  leads,
  outboxEmails,
  webhookDeliveries,
} from "#server/db/schema";
import type { AddressHash } from "#app/modules/mail/server";
import { emailKey } from "#app/modules/leads/server";
import { newManageToken } from "#app/modules/booking/server";
import {
  anyOf,
  countOf,
  emailsAbout,
  personalDataHandlerNames,
  resolveSubject,
  type HandlerContext,
  type PersonalDataHandler,
} from "./personal-data-subject";
import { traceHandlers } from "./personal-data-traces";

export { resolveSubject, type DataSubject, type PersonalDataHandler } from "./personal-data-subject";

/** Whether a table exists yet (tables added by other features join the list before they land). */
async function tableExists(db: Database, table: string): Promise<boolean> {
  const [row] = rowsOf<{ found: string | null }>(await db.execute(sql`select to_regclass(${table})::text as found`));
  return Boolean(row?.found);
}

function emlName(messageId: string): string {
  return `${messageId.replace(/^<|>$/g, "").replace(/[^A-Za-z0-9._-]/g, "_")}.eml`;
}

/** Mailbox files about the person: named after their emails' Message-IDs, or naming them. */
async function mailboxFiles(ctx: HandlerContext): Promise<Array<string>> {
  const names = (await readdir(ctx.mailDir).catch(() => [] as Array<string>)).filter((n) => n.endsWith(".eml"));
  const byId = new Set(ctx.subject.messageIds.map(emlName));
  const found: Array<string> = [];
  for (const name of names) {
    if (byId.has(name)) {
      found.push(name);
      continue;
    }
    const text = await readFile(path.join(ctx.mailDir, name), "utf8").catch(() => "");
    if (ctx.subject.addressMentions.test(text)) found.push(name);
  }
  return found.sort();
}

/** Drops words of a name from the search's word list unless another person's or company's name holds them. */
async function dropSearchWords(db: Database, name: string): Promise<void> {
  await db.execute(sql`
    delete from search_words w
    where w.word in (select lower(x) from regexp_split_to_table(${name}, '[^[:alnum:]]+') as x)
      and not exists (select 1 from contacts where name_vector @@ to_tsquery('simple', quote_literal(w.word)))
      and not exists (select 1 from companies where name_vector @@ to_tsquery('simple', quote_literal(w.word)))`);
}

/**
 * The person's companies that exist only because of them: no one else's contact belongs to one,
 * and no one else's lead came from its domain.
 */
function companiesOnlyTheirs(ctx: HandlerContext) {
  const theirs = emailKey(ctx.subject.email);
  return and(
    anyOf(companies.id, ctx.subject.companyIds),
    sql`not exists (select 1 from ${contacts} where ${contacts.companyId} = ${companies.id} and ${contacts.emailKey} <> ${theirs})`,
    sql`(${companies.domain} is null or not exists (
      select 1 from ${leads} where ${leads.erasedAt} is null and lower(trim(${leads.email})) <> ${theirs}
        and substring(lower(trim(${leads.email})) from '@([^@]*)$') = ${companies.domain}))`,
  );
}

/** The analytics visitor keys the person's leads matched (docs/product.md#analytics). */
async function visitorKeysOfLeads(db: Database, leadIds: Array<string>): Promise<Array<string>> {
  if (leadIds.length === 0) return [];
  const rows = await db.select({ keys: leads.visitorKeys }).from(leads).where(inArray(leads.id, leadIds));
  return [...new Set(rows.flatMap((row) => row.keys ?? []))];
}

const recordHandlers: Array<PersonalDataHandler> = [
  {
    // Before the leads: their visitor keys say which visits were the person's.
    name: "visits",
    label: "Website visits",
    find: async ({ db, subject }) => {
      const keys = await visitorKeysOfLeads(db, subject.leadIds);
      if (keys.length === 0) return [];
      return db
        .select()
        .from(analyticsEvents)
        .where(inArray(analyticsEvents.visitorKey, keys))
        .orderBy(analyticsEvents.at);
    },
    erase: async ({ db, subject }) => {
      const keys = await visitorKeysOfLeads(db, subject.leadIds);
      if (keys.length === 0) return 0;
      return countOf(await db.delete(analyticsEvents).where(inArray(analyticsEvents.visitorKey, keys)));
    },
  },
  {
    name: "leads",
    label: "Leads",
    find: async ({ db, subject }) =>
      db
        .select()
        .from(leads)
        .where(and(anyOf(leads.id, subject.leadIds), isNull(leads.erasedAt))),
    // The row stays, emptied, so the counts per kind and day are kept without the person.
    erase: async ({ db, subject, now }) =>
      countOf(
        await db
          .update(leads)
          .set({
            name: "",
            email: "",
            payload: {},
            notes: "",
            ipHash: null,
            contactId: null,
            searchText: null,
            followUpTask: "",
            lostNote: "",
            channel: null,
            source: null,
            campaign: null,
            attribution: null,
            visitorKeys: null,
            erasedAt: now,
            updatedAt: now,
          })
          .where(and(anyOf(leads.id, subject.leadIds), isNull(leads.erasedAt))),
      ),
  },
  {
    name: "contacts",
    label: "Contact",
    find: async ({ db, subject }) =>
      db
        .select()
        .from(contacts)
        .where(eq(contacts.emailKey, emailKey(subject.email))),
    // The words of the person's name leave the search list unless another name still holds them.
    erase: async ({ db, subject }) => {
      const gone = await db
        .delete(contacts)
        .where(eq(contacts.emailKey, emailKey(subject.email)))
        .returning({ name: contacts.name });
      for (const { name } of gone) await dropSearchWords(db, name);
      return gone.length;
    },
  },
  {
    name: "companies",
    label: "Company known only through them",
    find: async (ctx) => ctx.db.select().from(companies).where(companiesOnlyTheirs(ctx)),
    // A company someone else belongs to is the organisation's and stays; one that exists only
    // because of this person (often made from their mail domain) goes with them.
    erase: async (ctx) => {
      const gone = await ctx.db
        .delete(companies)
        .where(companiesOnlyTheirs(ctx))
        .returning({ name: companies.name, domain: companies.domain });
      for (const { name, domain } of gone) await dropSearchWords(ctx.db, `${name} ${domain ?? ""}`);
      return gone.length;
    },
  },
  {
    name: "bookings",
    label: "Appointments",
    find: async ({ db, subject }) =>
      (await db.select().from(bookings).where(anyOf(bookings.id, subject.bookingIds))).map(
        ({ manageToken: _token, ...row }) => row,
      ),
    // Emptied, out of the slot (so it is free again), and its manage link no longer opens it.
    erase: async ({ db, subject }) =>
      countOf(
        await db
          .update(bookings)
          .set({
            status: "erased",
            name: "",
            email: "",
            company: "",
            phone: "",
            message: "",
            visitorTimeZone: null,
            manageToken: sql`${newManageToken()} || '-' || ${bookings.id}::text`,
          })
          .where(anyOf(bookings.id, subject.bookingIds)),
      ),
  },
  {
    name: "emails",
    label: "Emails (outbox)",
    find: async ({ db, subject }) => db.select().from(outboxEmails).where(emailsAbout(subject)),
    // Emails to staff that name them (a morning digest) go too.
    erase: async ({ db, subject }) => countOf(await db.delete(outboxEmails).where(emailsAbout(subject))),
  },
  {
    name: "webhooks",
    label: "Webhook deliveries",
    find: async ({ db, subject }) =>
      db.select().from(webhookDeliveries).where(anyOf(webhookDeliveries.leadId, subject.leadIds)),
    erase: async ({ db, subject }) =>
      countOf(await db.delete(webhookDeliveries).where(anyOf(webhookDeliveries.leadId, subject.leadIds))),
  },
  {
    name: "newsletter",
    label: "Newsletter subscription",
    find: async ({ db, subject }) =>
      (await tableExists(db, "newsletter_subscribers"))
        ? rowsOf<Record<string, unknown>>(
            await db.execute(sql`select * from newsletter_subscribers where lower(email) = lower(${subject.email})`),
          )
        : [],
    erase: async ({ db, subject }) =>
      (await tableExists(db, "newsletter_subscribers"))
        ? countOf(
            await db.execute(sql`delete from newsletter_subscribers where lower(email) = lower(${subject.email})`),
          )
        : 0,
  },
  {
    name: "mailbox",
    label: "Mailbox files",
    find: async (ctx) =>
      Promise.all(
        (await mailboxFiles(ctx)).map(async (file) => ({
          file,
          content: await readFile(path.join(ctx.mailDir, file), "utf8").catch(() => ""),
        })),
      ),
    erase: async (ctx) => {
      const files = await mailboxFiles(ctx);
      await Promise.all(files.map((file) => rm(path.join(ctx.mailDir, file), { force: true })));
      return files.length;
    },
  },
];

/** Every handler, in the order erasure runs them (personal-data-subject.ts names the order). */
export const personalDataHandlers: Array<PersonalDataHandler> = [...recordHandlers, ...traceHandlers].sort(
  (a, b) => personalDataHandlerNames.indexOf(a.name) - personalDataHandlerNames.indexOf(b.name),
);

/** The folder of the file transport's .eml files (DATA_DIR/mail), which the mailbox handler searches. */
export function mailDirOf(config: Config): string {
  return path.join(config.dataDir, "mail");
}

/** Everything held about one email address, per handler. */
export async function findPersonalData(
  db: Database,
  email: string,
  mailDir: string,
  now: Date,
  hash: AddressHash,
): Promise<PersonalDataView> {
  const subject = await resolveSubject(db, email, hash);
  const sections: Array<PersonalDataSection> = [];
  for (const handler of personalDataHandlers) {
    const records = await handler.find({ db, subject, mailDir, now });
    sections.push({
      name: handler.name,
      label: handler.label,
      count: records.length,
      records: JSON.parse(JSON.stringify(records)),
    });
  }
  return { email, sections, total: sections.reduce((a, s) => a + s.count, 0) };
}

/**
 * Erases everything held about one email address: the database in one transaction, then the
 * mailbox files. Answers the count per handler (the only thing kept, in the audit log).
 */
export async function erasePersonalData(
  db: Database,
  email: string,
  mailDir: string,
  now: Date,
  hash: AddressHash,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const files = personalDataHandlers.filter((h) => h.name === "mailbox");
  const tables = personalDataHandlers.filter((h) => h.name !== "mailbox");
  // The mailbox is matched by the Message-IDs of the outbox rows, so it is resolved before they go.
  const subject = await resolveSubject(db, email, hash);
  await inTransaction(db, async (tx) => {
    for (const handler of tables) counts[handler.name] = await handler.erase({ db: tx, subject, mailDir, now });
  });
  for (const handler of files) counts[handler.name] = await handler.erase({ db, subject, mailDir, now });
  return counts;
}
