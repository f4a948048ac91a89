import { and, eq, inArray, isNull } from "drizzle-orm";
import type { LeadStatus } from "#app/schemas/admin";
import type { Database } from "#server/db/client";
import { auditEvents, leads } from "#server/db/schema";
import type { Staff } from "./sessions";

/**
 * Sets the status of several leads at once; each lead whose status really changes gets an entry
 * in its timeline. Answers how many changed.
 */
export async function changeLeadStatuses(
  db: Database,
  staff: Staff,
  now: Date,
  ids: Array<string>,
  status: LeadStatus,
): Promise<number> {
  return db.transaction(async (tx) => {
    const current = await tx
      .select({ id: leads.id, status: leads.status })
      .from(leads)
      .where(and(inArray(leads.id, ids), isNull(leads.erasedAt)))
      .for("update");
    const changing = current.filter((lead) => lead.status !== status);
    if (changing.length === 0) return 0;
    await tx
      .update(leads)
      .set({ status, updatedAt: now })
      .where(
        inArray(
          leads.id,
          changing.map((lead) => lead.id),
        ),
      );
    await tx.insert(auditEvents).values(
      changing.map((lead) => ({
        at: now,
        actorId: staff.userId,
        actorEmail: staff.email,
        action: "lead.status",
        leadId: lead.id,
        details: { from: lead.status, to: status },
      })),
    );
    return changing.length;
  });
}

/** The lead page's form: a status (recorded only when it changes) and an optional note. */
export async function updateLead(
  db: Database,
  staff: Staff,
  now: Date,
  id: string,
  change: { status: LeadStatus; note: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ status: leads.status })
      .from(leads)
      .where(and(eq(leads.id, id), isNull(leads.erasedAt)))
      .for("update");
    if (!lead) return false;
    const statusChanged = lead.status !== change.status;
    if (!statusChanged && !change.note) return true;
    await tx.update(leads).set({ status: change.status, updatedAt: now }).where(eq(leads.id, id));
    // One timeline entry per save: "changed the status (and wrote a note)", or just the note.
    await tx.insert(auditEvents).values({
      at: now,
      actorId: staff.userId,
      actorEmail: staff.email,
      leadId: id,
      action: statusChanged ? "lead.status" : "lead.note",
      details: statusChanged
        ? { from: lead.status, to: change.status, ...(change.note ? { note: change.note } : {}) }
        : { note: change.note },
    });
    return true;
  });
}
