import { count, desc, eq } from "drizzle-orm";
import type { AuditEntryView, TimelineEntry } from "#app/lib/admin/views";
import type { Database } from "#server/db/client";
import { auditEvents } from "#server/db/schema";
import type { Staff } from "./sessions";
import { staffDirectory, type StaffDirectory } from "./staff-accounts";

/** What staff did, for the audit log and (with a lead id) the lead's timeline. */
export async function recordAudit(
  db: Database,
  staff: Staff | null,
  now: Date,
  action: string,
  extra: { leadId?: string; subject?: string; details?: Record<string, unknown> } = {},
): Promise<string> {
  const [row] = await db
    .insert(auditEvents)
    .values({
      at: now,
      actorId: staff?.userId ?? null,
      actorEmail: staff?.email ?? "",
      action,
      leadId: extra.leadId ?? null,
      subject: extra.subject ?? null,
      details: extra.details ?? {},
    })
    .returning({ id: auditEvents.id });
  return row?.id ?? "";
}

function entry(row: typeof auditEvents.$inferSelect, staff: StaffDirectory): AuditEntryView {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorEmail: row.actorEmail,
    actorName: staff.byId(row.actorId) ?? staff.byEmail(row.actorEmail) ?? row.actorEmail,
    action: row.action,
    leadId: row.leadId,
    subject: row.subject,
    details: (row.details ?? {}) as Record<string, unknown>,
  };
}

export const auditPageSize = 50;

export async function listAudit(
  db: Database,
  page: number,
): Promise<{ entries: Array<AuditEntryView>; total: number }> {
  const rows = await db
    .select()
    .from(auditEvents)
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(auditPageSize)
    .offset((page - 1) * auditPageSize);
  const [total] = await db.select({ n: count() }).from(auditEvents);
  const staff = await staffDirectory(db);
  return { entries: rows.map((row) => entry(row, staff)), total: Number(total?.n ?? 0) };
}

export async function auditEntry(db: Database, id: string): Promise<AuditEntryView | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(auditEvents).where(eq(auditEvents.id, id));
  return row ? entry(row, await staffDirectory(db)) : null;
}

/**
 * Audit rows as timeline entries, naming staff as colleagues read them: who did it, and whom an
 * owner change was from and to (the entry keeps their addresses; a name follows the account).
 */
export async function timelineEntries(
  db: Database,
  rows: Array<typeof auditEvents.$inferSelect>,
): Promise<Array<TimelineEntry>> {
  const staff = await staffDirectory(db);
  return rows.map((row) => {
    const details = (row.details ?? {}) as Record<string, unknown>;
    const named = (email: unknown) => (typeof email === "string" && email ? (staff.byEmail(email) ?? email) : "");
    return {
      id: row.id,
      at: row.at.toISOString(),
      actorEmail: row.actorEmail,
      actorName: staff.byId(row.actorId) ?? staff.byEmail(row.actorEmail) ?? row.actorEmail,
      action: row.action,
      details: row.action.endsWith(".owner")
        ? { ...details, fromName: named(details.from), toName: named(details.to) }
        : details,
    };
  });
}

/** A lead's timeline, oldest first. */
export async function leadTimeline(db: Database, leadId: string): Promise<Array<TimelineEntry>> {
  const rows = await db.select().from(auditEvents).where(eq(auditEvents.leadId, leadId)).orderBy(auditEvents.at);
  return timelineEntries(db, rows);
}
