import { count, desc, eq } from "drizzle-orm";
import type { AuditEntryView } from "#app/lib/admin/views";
import type { Database } from "#server/db/client";
import { auditEvents } from "#server/db/schema";
import type { Staff } from "./sessions";

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

function entry(row: typeof auditEvents.$inferSelect): AuditEntryView {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorEmail: row.actorEmail,
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
  return { entries: rows.map(entry), total: Number(total?.n ?? 0) };
}

export async function auditEntry(db: Database, id: string): Promise<AuditEntryView | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(auditEvents).where(eq(auditEvents.id, id));
  return row ? entry(row) : null;
}

/** A lead's timeline, oldest first. */
export async function leadTimeline(db: Database, leadId: string): Promise<Array<AuditEntryView>> {
  const rows = await db.select().from(auditEvents).where(eq(auditEvents.leadId, leadId)).orderBy(auditEvents.at);
  return rows.map(entry);
}
