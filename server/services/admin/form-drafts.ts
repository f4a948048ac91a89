import { and, desc, eq, gt, inArray, lt } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { adminFormDrafts } from "#server/db/schema";
import { uuidPattern } from "#app/lib/uuid";

/** How long a draft waits for its author to sign in again. */
export const draftLifetimeMs = 60 * 60 * 1000;
/** The drafts kept per staff member: a newer one replaces the oldest. */
export const draftsPerStaff = 10;
/** A page address longer than this is no page of ours worth coming back to with its query. */
const maxReturnTo = 500;

/**
 * The fields of an admin form kept when the post could not be made (what a person typed or chose),
 * each cut to the most its form takes (docs/product.md#the-sales-desk), so a draft stays small.
 */
const draftFieldLimits = {
  note: 5000,
  status: 40,
  lostReason: 40,
  lostNote: 500,
  followUpOn: 10,
  followUpTask: 200,
} as const;
const draftFields = Object.keys(draftFieldLimits) as Array<keyof typeof draftFieldLimits>;
/** Typing in one of these is worth a draft; a choice alone is quickly made again. */
export const typedDraftFields = ["note", "lostNote", "followUpTask"] as const;
export type FormDraft = Partial<Record<(typeof draftFields)[number], string>> & {
  /** The leads ticked in a list's form. */
  ids?: Array<string>;
};

/** What of a posted form a draft keeps: the draft's fields, each within its limit. */
export function draftOf(fields: Record<string, unknown>): FormDraft {
  const draft: FormDraft = {};
  for (const field of draftFields) {
    const value = fields[field];
    if (typeof value === "string") draft[field] = value.slice(0, draftFieldLimits[field]);
  }
  const ids = fields.ids;
  if (Array.isArray(ids))
    draft.ids = ids.filter((id): id is string => typeof id === "string" && uuidPattern.test(id)).slice(0, 200);
  return draft;
}

/** The page a draft returns to, short enough to keep: its query goes when the whole is too long. */
function storableReturnTo(returnTo: string): string | null {
  if (returnTo.length <= maxReturnTo) return returnTo;
  const { pathname } = new URL(returnTo, "http://admin.invalid");
  return pathname.length <= maxReturnTo ? pathname : null;
}

/**
 * Keeps what a staff member posted in a form that could not be saved (their session had ended, or
 * the form was refused and comes back with it); answers the page to come back to with the draft's
 * id, or null when that page's address is too long to keep.
 */
export async function keepDraft(
  db: Database,
  userId: string,
  returnTo: string,
  draft: FormDraft,
  now: Date,
): Promise<string | null> {
  const page = storableReturnTo(returnTo);
  if (!page) return null;
  const [row] = await db
    .insert(adminFormDrafts)
    .values({ userId, returnTo: page, fields: draft, createdAt: now })
    .returning({ id: adminFormDrafts.id });
  if (!row) throw new Error("draft insert returned no row");
  const older = await db
    .select({ id: adminFormDrafts.id })
    .from(adminFormDrafts)
    .where(eq(adminFormDrafts.userId, userId))
    .orderBy(desc(adminFormDrafts.createdAt), desc(adminFormDrafts.id))
    .offset(draftsPerStaff);
  if (older.length > 0)
    await db.delete(adminFormDrafts).where(
      inArray(
        adminFormDrafts.id,
        older.map((r) => r.id),
      ),
    );
  const url = new URL(page, "http://admin.invalid");
  url.searchParams.set("draft", row.id);
  return url.pathname + url.search;
}

/** The staff member's draft for the page at `path`, kept within the last hour, or null. */
export async function findDraft(
  db: Database,
  userId: string,
  id: string,
  path: string,
  now: Date,
): Promise<FormDraft | null> {
  if (!uuidPattern.test(id)) return null;
  const [row] = await db
    .select()
    .from(adminFormDrafts)
    .where(
      and(
        eq(adminFormDrafts.id, id),
        eq(adminFormDrafts.userId, userId),
        gt(adminFormDrafts.createdAt, new Date(now.getTime() - draftLifetimeMs)),
      ),
    );
  if (!row || new URL(row.returnTo, "http://admin.invalid").pathname !== path) return null;
  return row.fields as FormDraft;
}

/** Drops drafts older than their lifetime; the maintenance job runs it. */
export async function pruneDrafts(db: Database, now: Date): Promise<void> {
  await db.delete(adminFormDrafts).where(lt(adminFormDrafts.createdAt, new Date(now.getTime() - draftLifetimeMs)));
}
