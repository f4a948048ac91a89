import { and, eq, inArray, sql } from "drizzle-orm";
import { inTransaction, type Database } from "#server/db/client";
import { auditEvents, contacts, leads } from "#server/db/schema";
import type { Staff } from "#app/modules/staff/server";

export class MergeRefused extends Error {}

/**
 * Merges one contact into another (the same person writing from two addresses): the merged one's
 * leads, and contacts merged into it before, move to the kept one; its row stays, pointing at the
 * kept one, so its address still finds the person and the merge can be undone. Written to both
 * contacts' timelines.
 */
export async function mergeContacts(
  db: Database,
  staff: Staff,
  now: Date,
  mergedId: string,
  keptId: string,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    if (mergedId === keptId) throw new MergeRefused("same");
    const rows = await tx
      .select({ id: contacts.id, email: contacts.email, mergedInto: contacts.mergedInto })
      .from(contacts)
      .where(inArray(contacts.id, [mergedId, keptId]))
      .for("update");
    const merged = rows.find((row) => row.id === mergedId);
    const kept = rows.find((row) => row.id === keptId);
    if (!merged || !kept) throw new MergeRefused("unknown");
    if (merged.mergedInto || kept.mergedInto) throw new MergeRefused("already-merged");
    await tx.update(contacts).set({ mergedInto: keptId, updatedAt: now }).where(eq(contacts.mergedInto, mergedId));
    await tx.update(contacts).set({ mergedInto: keptId, updatedAt: now }).where(eq(contacts.id, mergedId));
    await tx.update(leads).set({ contactId: keptId }).where(eq(leads.contactId, mergedId));
    const details = { kept: kept.email, merged: merged.email };
    await tx.insert(auditEvents).values(
      [keptId, mergedId].map((id) => ({
        at: now,
        actorId: staff.userId,
        actorEmail: staff.email,
        action: "contact.merged",
        subject: `contact:${id}`,
        details,
      })),
    );
  });
}

/**
 * Undoes a merge: the contact stands on its own again with the leads sent from its own address
 * (those that came in since the merge too). Contacts merged into it before stay with the person.
 */
export async function undoMerge(db: Database, staff: Staff, now: Date, mergedId: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [merged] = await tx.select().from(contacts).where(eq(contacts.id, mergedId)).for("update");
    if (!merged?.mergedInto) throw new MergeRefused("not-merged");
    const keptId = merged.mergedInto;
    const [kept] = await tx.select({ email: contacts.email }).from(contacts).where(eq(contacts.id, keptId));
    await tx.update(contacts).set({ mergedInto: null, updatedAt: now }).where(eq(contacts.id, mergedId));
    await tx
      .update(leads)
      .set({ contactId: mergedId })
      .where(and(eq(leads.contactId, keptId), sql`lower(trim(${leads.email})) = ${merged.emailKey}`));
    const details = { kept: kept?.email ?? "", merged: merged.email };
    await tx.insert(auditEvents).values(
      [keptId, mergedId].map((id) => ({
        at: now,
        actorId: staff.userId,
        actorEmail: staff.email,
        action: "contact.unmerged",
        subject: `contact:${id}`,
        details,
      })),
    );
  });
}
