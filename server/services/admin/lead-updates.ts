import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Stage } from "#app/lib/admin/stages";
import type { LeadUpdate } from "#app/schemas/admin";
import { inTransaction, type Database } from "#server/db/client";
import { auditEvents, leads } from "#server/db/schema";
import type { Staff } from "./sessions";

export type StageChange = { status: Stage; lostReason?: string; lostNote: string };

/**
 * What a stage change writes besides the stage: a lost lead keeps its reason, any other stage
 * clears it; the first change by staff is the lead's first contact (kept once set).
 */
function stageColumns(change: StageChange, now: Date) {
  const lost = change.status === "lost";
  return {
    status: change.status,
    lostReason: lost ? (change.lostReason ?? "other") : null,
    lostNote: lost ? change.lostNote : "",
    firstContactedAt: sql`coalesce(${leads.firstContactedAt}, ${now})`,
    updatedAt: now,
  };
}

function stageDetails(from: string, change: StageChange) {
  return {
    from,
    to: change.status,
    ...(change.status === "lost" ? { lostReason: change.lostReason, lostNote: change.lostNote } : {}),
  };
}

/**
 * Sets the stage of several leads at once; each lead whose stage really changes gets an entry in
 * its timeline. Answers how many changed.
 */
export async function changeLeadStatuses(
  db: Database,
  staff: Staff,
  now: Date,
  ids: Array<string>,
  change: StageChange,
): Promise<number> {
  return inTransaction(db, async (tx) => {
    const current = await tx
      .select({ id: leads.id, status: leads.status })
      .from(leads)
      .where(and(inArray(leads.id, ids), isNull(leads.erasedAt)))
      .for("update");
    const changing = current.filter((lead) => lead.status !== change.status);
    if (changing.length === 0) return 0;
    await tx
      .update(leads)
      .set(stageColumns(change, now))
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
        details: stageDetails(lead.status, change),
      })),
    );
    return changing.length;
  });
}

/** The lead page's form: a stage (recorded only when it changes) and an optional note. */
export async function updateLead(
  db: Database,
  staff: Staff,
  now: Date,
  id: string,
  change: Pick<LeadUpdate, "status" | "lostReason" | "lostNote" | "note">,
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [lead] = await tx
      .select({ status: leads.status })
      .from(leads)
      .where(and(eq(leads.id, id), isNull(leads.erasedAt)))
      .for("update");
    if (!lead) return false;
    const stageChanged = lead.status !== change.status;
    if (!stageChanged && !change.note) return true;
    await tx
      .update(leads)
      .set(
        stageChanged
          ? stageColumns(change, now)
          : { firstContactedAt: sql`coalesce(${leads.firstContactedAt}, ${now})`, updatedAt: now },
      )
      .where(eq(leads.id, id));
    // One timeline entry per save: "moved it (and wrote a note)", or just the note.
    await tx.insert(auditEvents).values({
      at: now,
      actorId: staff.userId,
      actorEmail: staff.email,
      leadId: id,
      action: stageChanged ? "lead.status" : "lead.note",
      details: stageChanged
        ? { ...stageDetails(lead.status, change), ...(change.note ? { note: change.note } : {}) }
        : { note: change.note },
    });
    return true;
  });
}
