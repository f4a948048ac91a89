import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Stage } from "#app/lib/admin/stages";
import type { LeadUpdate } from "#app/schemas/admin";
import { inTransaction, type Database } from "#server/db/client";
import { adminUsers, auditEvents, leads } from "#server/db/schema";
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

export class UnknownOwner extends Error {}

/** The owner's id for "none" or an id; throws UnknownOwner for an id no staff account has. */
export async function ownerOf(tx: Database, owner: string): Promise<{ id: string | null; email: string }> {
  if (owner === "none") return { id: null, email: "" };
  const [row] = await tx
    .select({ id: adminUsers.id, email: adminUsers.email })
    .from(adminUsers)
    .where(eq(adminUsers.id, owner));
  if (!row) throw new UnknownOwner();
  return row;
}

async function ownerEmails(tx: Database, ids: Array<string | null>): Promise<Map<string, string>> {
  const known = ids.filter((id): id is string => id !== null);
  if (known.length === 0) return new Map();
  const rows = await tx
    .select({ id: adminUsers.id, email: adminUsers.email })
    .from(adminUsers)
    .where(inArray(adminUsers.id, [...new Set(known)]));
  return new Map(rows.map((row) => [row.id, row.email]));
}

/**
 * Gives several leads an owner (or none); each lead whose owner really changes gets an entry in
 * its timeline naming both. Answers how many changed.
 */
export async function assignLeads(
  db: Database,
  staff: Staff,
  now: Date,
  ids: Array<string>,
  owner: string,
): Promise<number> {
  return inTransaction(db, async (tx) => {
    const next = await ownerOf(tx, owner);
    const current = await tx
      .select({ id: leads.id, ownerId: leads.ownerId })
      .from(leads)
      .where(and(inArray(leads.id, ids), isNull(leads.erasedAt)))
      .for("update");
    const changing = current.filter((lead) => lead.ownerId !== next.id);
    if (changing.length === 0) return 0;
    const before = await ownerEmails(
      tx,
      changing.map((lead) => lead.ownerId),
    );
    await tx
      .update(leads)
      .set({ ownerId: next.id, updatedAt: now })
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
        action: "lead.owner",
        leadId: lead.id,
        details: { from: lead.ownerId ? (before.get(lead.ownerId) ?? "") : "", to: next.email },
      })),
    );
    return changing.length;
  });
}

export type LeadPageChange = Pick<
  LeadUpdate,
  "status" | "lostReason" | "lostNote" | "note" | "owner" | "followUpOn" | "followUpTask"
>;

/**
 * The lead page's form: a stage (recorded only when it changes), the owner and the next step
 * (each recorded when it changes) and an optional note: one timeline entry per thing changed.
 */
export async function updateLead(
  db: Database,
  staff: Staff,
  now: Date,
  id: string,
  change: LeadPageChange,
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [lead] = await tx
      .select({
        status: leads.status,
        ownerId: leads.ownerId,
        followUpOn: leads.followUpOn,
        followUpTask: leads.followUpTask,
      })
      .from(leads)
      .where(and(eq(leads.id, id), isNull(leads.erasedAt)))
      .for("update");
    if (!lead) return false;
    const entry = { at: now, actorId: staff.userId, actorEmail: staff.email, leadId: id };
    const entries: Array<typeof auditEvents.$inferInsert> = [];
    const set: Partial<typeof leads.$inferInsert> & Record<string, unknown> = {};

    const stageChanged = lead.status !== change.status;
    if (stageChanged || change.note) {
      Object.assign(
        set,
        stageChanged
          ? stageColumns(change, now)
          : { firstContactedAt: sql`coalesce(${leads.firstContactedAt}, ${now})` },
      );
      // "Moved it (and wrote a note)", or just the note.
      entries.push({
        ...entry,
        action: stageChanged ? "lead.status" : "lead.note",
        details: stageChanged
          ? { ...stageDetails(lead.status, change), ...(change.note ? { note: change.note } : {}) }
          : { note: change.note },
      });
    }
    if (change.owner !== undefined) {
      const next = await ownerOf(tx, change.owner);
      if (next.id !== lead.ownerId) {
        const before = await ownerEmails(tx, [lead.ownerId]);
        set.ownerId = next.id;
        entries.push({
          ...entry,
          action: "lead.owner",
          details: { from: lead.ownerId ? (before.get(lead.ownerId) ?? "") : "", to: next.email },
        });
      }
    }
    if (change.followUpOn !== undefined || change.followUpTask !== undefined) {
      const on = change.followUpOn === undefined ? lead.followUpOn : change.followUpOn || null;
      const task = on === null ? "" : (change.followUpTask ?? lead.followUpTask);
      if (on !== lead.followUpOn || task !== lead.followUpTask) {
        set.followUpOn = on;
        set.followUpTask = task;
        entries.push({ ...entry, action: "lead.follow-up", details: { on, task } });
      }
    }
    if (entries.length === 0) return true;
    await tx
      .update(leads)
      .set({ ...set, updatedAt: now })
      .where(eq(leads.id, id));
    await tx.insert(auditEvents).values(entries);
    return true;
  });
}
