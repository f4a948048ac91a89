import { and, eq, gt, lt } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { adminFormDrafts } from "#server/db/schema";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How long a draft waits for its author to sign in again. */
export const draftLifetimeMs = 60 * 60 * 1000;

/** The fields of an admin form kept when the post could not be made: what a person typed or chose. */
export const draftFields = ["note", "status", "lostReason", "lostNote", "followUpOn", "followUpTask"] as const;
/** Typing in one of these is worth a draft; a choice alone is quickly made again. */
export const typedDraftFields = ["note", "lostNote", "followUpTask"] as const;
export type FormDraft = Partial<Record<(typeof draftFields)[number], string>> & {
  /** The leads ticked in a list's form. */
  ids?: Array<string>;
};

/** What of a posted form's fields a draft keeps. */
export function draftOf(fields: Record<string, unknown>): FormDraft {
  const draft: FormDraft = {};
  for (const field of draftFields) {
    const value = fields[field];
    if (typeof value === "string") draft[field] = value.slice(0, 5000);
  }
  const ids = fields.ids;
  if (Array.isArray(ids)) draft.ids = ids.filter((id): id is string => typeof id === "string" && uuidPattern.test(id));
  return draft;
}

/** Keeps what was typed into a form posted after the session ended; answers the draft's id. */
export async function keepDraft(db: Database, returnTo: string, draft: FormDraft): Promise<string> {
  const [row] = await db
    .insert(adminFormDrafts)
    .values({ returnTo, fields: draft })
    .returning({ id: adminFormDrafts.id });
  if (!row) throw new Error("draft insert returned no row");
  return row.id;
}

/** A draft kept for the page at `path` within the last hour, or null. */
export async function findDraft(db: Database, id: string, path: string, now: Date): Promise<FormDraft | null> {
  if (!uuidPattern.test(id)) return null;
  const [row] = await db
    .select()
    .from(adminFormDrafts)
    .where(and(eq(adminFormDrafts.id, id), gt(adminFormDrafts.createdAt, new Date(now.getTime() - draftLifetimeMs))));
  if (!row || new URL(row.returnTo, "http://admin.invalid").pathname !== path) return null;
  return row.fields as FormDraft;
}

/** Drops drafts older than their lifetime; the maintenance job runs it. */
export async function pruneDrafts(db: Database, now: Date): Promise<void> {
  await db.delete(adminFormDrafts).where(lt(adminFormDrafts.createdAt, new Date(now.getTime() - draftLifetimeMs)));
}
