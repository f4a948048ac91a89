import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { savedViews } from "#server/db/schema";
import type { Staff } from "#app/modules/staff/server";

export type SavedView = { id: string; name: string; query: string };

/** At most this many views per member of staff: a row of tabs, not a second inbox. */
export const maxSavedViews = 20;

export async function listSavedViews(db: Database, staff: Staff): Promise<Array<SavedView>> {
  return db
    .select({ id: savedViews.id, name: savedViews.name, query: savedViews.query })
    .from(savedViews)
    .where(eq(savedViews.userId, staff.userId))
    .orderBy(asc(savedViews.createdAt));
}

/** Saves the inbox's query under a name; false when the member already has the most views allowed. */
export async function saveView(db: Database, staff: Staff, name: string, query: string): Promise<boolean> {
  if ((await listSavedViews(db, staff)).length >= maxSavedViews) return false;
  await db.insert(savedViews).values({ userId: staff.userId, name, query });
  return true;
}

/** Deletes one of the member's own views; false when they have no such view. */
export async function deleteView(db: Database, staff: Staff, id: string): Promise<boolean> {
  const deleted = await db
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.userId, staff.userId)))
    .returning({ id: savedViews.id });
  return deleted.length > 0;
}
