import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Stage } from "#app/lib/admin/stages";
import type { LeadUpdate } from "#app/schemas/admin";
import { inTransaction, type Database } from "#server/db/client";
import { adminUsers, auditEvents, leads } from "#server/db/schema";
import { nextRoundRobinOwner } from "#app/modules/leads/server/contact-store";
import { announceAssignment, companyOf } from "#app/modules/leads/server/assignment-notices";
import type { Team } from "#app/modules/leads/server/team";
import type { Staff } from "#app/modules/staff/server";
import { staffNameOf } from "#app/modules/staff/server";

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

/** "In turn" was chosen while nobody takes new leads in turn (the desk settings). */
export class NobodyInTurn extends Error {}

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

/** The leads given to each member of staff, as what tells them: their names and companies. */
async function tellNewOwners(
  tx: Database,
  staff: Staff,
  given: Array<{ leadId: string; ownerId: string }>,
  reason: "by hand" | "in turn",
  team: Team,
  now: Date,
): Promise<void> {
  if (given.length === 0) return;
  const rows = await tx
    .select({
      id: leads.id,
      type: leads.type,
      name: leads.name,
      payload: leads.payload,
      ownerId: leads.ownerId,
      ownerName: adminUsers.displayName,
      ownerEmail: adminUsers.email,
    })
    .from(leads)
    .innerJoin(adminUsers, eq(adminUsers.id, leads.ownerId))
    .where(
      inArray(
        leads.id,
        given.map((lead) => lead.leadId),
      ),
    )
    .orderBy(leads.createdAt);
  const by = await staffNameOf(tx, staff.userId);
  const owners = [...new Set(rows.map((row) => row.ownerId as string))];
  for (const ownerId of owners) {
    const theirs = rows.filter((row) => row.ownerId === ownerId);
    const [first] = theirs;
    if (!first) continue;
    await announceAssignment(
      tx,
      {
        owner: { id: ownerId, name: first.ownerName, email: first.ownerEmail },
        by: { id: staff.userId, name: by?.name ?? staff.email, email: staff.email },
        reason,
        leads: theirs.map((row) => ({
          id: row.id,
          type: row.type,
          name: row.name,
          company: companyOf((row.payload ?? {}) as Record<string, unknown>),
        })),
      },
      team,
      now,
    );
  }
}

/**
 * Gives several leads an owner, nobody (`none`), or each the next member of staff taking leads in
 * turn (`in-turn`, the round-robin of new leads); each lead whose owner really changes gets an
 * entry in its timeline naming both, and each new owner is told (an email, and the chat alerts).
 * Answers how many changed.
 */
export async function assignLeads(
  db: Database,
  staff: Staff,
  now: Date,
  ids: Array<string>,
  owner: string,
  team: Team,
): Promise<number> {
  return inTransaction(db, async (tx) => {
    const current = await tx
      .select({ id: leads.id, ownerId: leads.ownerId })
      .from(leads)
      .where(and(inArray(leads.id, ids), isNull(leads.erasedAt)))
      .orderBy(leads.createdAt, leads.id)
      .for("update");
    const inTurn = owner === "in-turn";
    const fixed = inTurn ? null : await ownerOf(tx, owner);
    const next: Array<{ id: string | null; email: string }> = [];
    for (const [i] of current.entries()) {
      if (fixed) {
        next.push(fixed);
        continue;
      }
      // A moment apart each, so the round-robin sees who was given one last and moves on.
      const id = await nextRoundRobinOwner(tx, new Date(now.getTime() - (current.length - 1 - i)));
      if (!id) throw new NobodyInTurn();
      next.push(await ownerOf(tx, id));
    }
    const changing = current
      .map((lead, i) => ({ ...lead, next: next[i] ?? { id: null, email: "" } }))
      .filter((lead) => lead.ownerId !== lead.next.id);
    if (changing.length === 0) return 0;
    const before = await ownerEmails(
      tx,
      changing.map((lead) => lead.ownerId),
    );
    // One statement per new owner (one in all unless shared out in turn).
    for (const ownerId of new Set(changing.map((lead) => lead.next.id)))
      await tx
        .update(leads)
        .set({ ownerId, updatedAt: now })
        .where(
          inArray(
            leads.id,
            changing.filter((lead) => lead.next.id === ownerId).map((lead) => lead.id),
          ),
        );
    await tx.insert(auditEvents).values(
      changing.map((lead) => ({
        at: now,
        actorId: staff.userId,
        actorEmail: staff.email,
        action: "lead.owner",
        leadId: lead.id,
        details: {
          from: lead.ownerId ? (before.get(lead.ownerId) ?? "") : "",
          to: lead.next.email,
          ...(inTurn ? { inTurn: true } : {}),
        },
      })),
    );
    await tellNewOwners(
      tx,
      staff,
      changing.flatMap((lead) => (lead.next.id ? [{ leadId: lead.id, ownerId: lead.next.id }] : [])),
      inTurn ? "in turn" : "by hand",
      team,
      now,
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
  team: Team,
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
    if (typeof set.ownerId === "string")
      await tellNewOwners(tx, staff, [{ leadId: id, ownerId: set.ownerId }], "by hand", team, now);
    return true;
  });
}
