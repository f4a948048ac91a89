import { eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { auditEvents, idempotencyKeys, mailEvents, mailSuppressions, savedViews } from "#server/db/schema";
import { addressKey } from "#app/modules/mail/server";
import {
  anyOf,
  countOf,
  mentionedIn,
  type DataSubject,
  type HandlerContext,
  type PersonalDataHandler,
} from "./personal-data-subject";
import { scrubJson } from "./person-mentions";

/**
 * What staff and the system wrote about the person outside their own records: the audit trail's
 * words, their suppression and mail events, saved views naming them, and the stored
 * answers of their requests (docs/admin.md#personal-data).
 */

/** Audit details that hold someone's words (a note, a next step, a reason, a provider's reply). */
const wordKeys = new Set(["note", "task", "lostNote", "reason", "detail"]);

function subjectsOf(subject: DataSubject): Array<string> {
  return [
    `email:${addressKey(subject.email)}`,
    ...subject.contactIds.map((id) => `contact:${id}`),
    ...subject.bookingIds.map((id) => `booking:${id}`),
  ];
}

/** Audit entries about the person: on their leads, contact or bookings, or naming them anywhere. */
function auditAbout(subject: DataSubject) {
  return or(
    anyOf(auditEvents.leadId, subject.leadIds),
    anyOf(auditEvents.subject, subjectsOf(subject)),
    mentionedIn(sql`${auditEvents.details}::text`, subject),
    mentionedIn(sql`coalesce(${auditEvents.subject}, '')`, subject),
  );
}

type AuditRow = typeof auditEvents.$inferSelect;

/** An audit entry without the person: who did what and when stays, their words and names go. */
function withoutPerson(row: AuditRow, subject: DataSubject): Pick<AuditRow, "subject" | "details"> {
  const linked =
    (row.leadId !== null && subject.leadIds.includes(row.leadId)) || subjectsOf(subject).includes(row.subject ?? "");
  const details = Object.fromEntries(
    Object.entries((row.details ?? {}) as Record<string, unknown>).filter(([key]) => !linked || !wordKeys.has(key)),
  );
  const named = row.subject === `email:${addressKey(subject.email)}`;
  return {
    subject: named ? `email:${subject.addressHash}` : row.subject,
    details: scrubJson(details, subject.mentions) as Record<string, unknown>,
  };
}

async function auditChanges(ctx: HandlerContext) {
  const rows = await ctx.db.select().from(auditEvents).where(auditAbout(ctx.subject));
  return rows
    .map((row) => ({ row, clean: withoutPerson(row, ctx.subject) }))
    .filter(
      ({ row, clean }) => JSON.stringify(clean) !== JSON.stringify({ subject: row.subject, details: row.details }),
    );
}

/** The text of a saved view as a person reads it: an address in its query decoded. */
function readable(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

async function viewsAbout({ db, subject }: HandlerContext) {
  const rows = await db.select().from(savedViews);
  return rows.filter((row) => subject.mentions.test(readable(`${row.name} ${row.query}`)));
}

/** Stored answers that name one of their leads or bookings (a booking's holds its manage link) or them. */
function answersAbout(subject: DataSubject) {
  const ids = [...subject.leadIds, ...subject.bookingIds];
  return or(
    ...ids.map((id) => sql`${idempotencyKeys.body}::text like ${`%${id}%`}`),
    mentionedIn(sql`${idempotencyKeys.body}::text`, subject),
  );
}

async function deleteViews(db: Database, ids: Array<string>) {
  if (ids.length === 0) return 0;
  return countOf(await db.delete(savedViews).where(inArray(savedViews.id, ids)));
}

export const traceHandlers: Array<PersonalDataHandler> = [
  {
    name: "timeline",
    label: "What staff wrote about them",
    find: async (ctx) => (await auditChanges(ctx)).map(({ row }) => row),
    // The audit trail (who changed what, when) stays; the words written about the person and
    // their address and names go. An entry that named them by address names them by its hash.
    erase: async (ctx) => {
      const changes = await auditChanges(ctx);
      for (const { row, clean } of changes)
        await ctx.db.update(auditEvents).set(clean).where(eq(auditEvents.id, row.id));
      return changes.length;
    },
  },
  {
    name: "mail",
    label: "Suppression and mail events",
    find: async ({ db, subject }) => {
      const keys = [addressKey(subject.email), subject.erasedKey];
      return [
        ...(await db.select().from(mailSuppressions).where(inArray(mailSuppressions.email, keys))),
        ...(await db.select().from(mailEvents).where(inArray(mailEvents.email, keys))),
      ];
    },
    // A suppression outlives the person (the address still gets nothing), kept as the hash with no
    // provider's reply; mail events stay for the numbers, without the address or the reply.
    erase: async ({ db, subject }) => {
      const key = addressKey(subject.email);
      const [kept] = await db
        .select({ id: mailSuppressions.id })
        .from(mailSuppressions)
        .where(eq(mailSuppressions.email, subject.erasedKey));
      const suppressions = kept
        ? await db.delete(mailSuppressions).where(eq(mailSuppressions.email, key))
        : await db
            .update(mailSuppressions)
            .set({ email: subject.erasedKey, detail: "" })
            .where(eq(mailSuppressions.email, key));
      const events = await db
        .update(mailEvents)
        .set({ email: subject.erasedKey, detail: "" })
        .where(eq(mailEvents.email, key));
      return countOf(suppressions) + countOf(events);
    },
  },
  {
    name: "saved-views",
    label: "Saved inbox views naming them",
    find: viewsAbout,
    erase: async (ctx) =>
      deleteViews(
        ctx.db,
        (await viewsAbout(ctx)).map((row) => row.id),
      ),
  },
  {
    name: "idempotency",
    label: "Stored answers to their requests",
    find: async ({ db, subject }) => db.select().from(idempotencyKeys).where(answersAbout(subject)),
    erase: async ({ db, subject }) => countOf(await db.delete(idempotencyKeys).where(answersAbout(subject))),
  },
];
