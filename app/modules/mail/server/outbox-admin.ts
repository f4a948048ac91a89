import { desc, eq, sql } from "drizzle-orm";
import type { OutboxEmailRow, OutboxMessageView, OutboxView, WebhookDeliveryRow } from "#app/lib/admin/views";
import { rowsOf, type Database } from "#server/db/client";
import { outboxEmails, webhookDeliveries, webhookEndpoints } from "#server/db/schema";
import { isUuid } from "#app/lib/uuid";
import { mailNumbers } from "./mail-numbers";
import { suppressionList } from "./suppressions-admin";

export const outboxPageSize = 50;
const states = ["pending", "sent", "failed", "suppressed"] as const;
type State = (typeof states)[number];

function emailRow(row: typeof outboxEmails.$inferSelect): OutboxEmailRow {
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    leadId: row.leadId,
  };
}

async function stateCounts(
  db: Database,
  table: "outbox_emails" | "webhook_deliveries",
): Promise<Record<State, number>> {
  const rows = rowsOf<{ status: string; n: number | string }>(
    await db.execute(sql`select status, count(*) as n from ${sql.identifier(table)} group by status`),
  );
  return Object.fromEntries(states.map((s) => [s, Number(rows.find((r) => r.status === s)?.n ?? 0)])) as Record<
    State,
    number
  >;
}

/**
 * The outbox page: the mail numbers, then emails or webhook deliveries (newest first, optionally
 * of one state) or the suppressed addresses.
 */
export async function outboxView(
  db: Database,
  params: URLSearchParams,
  clock: { timeZone: string; now: Date },
): Promise<OutboxView> {
  const wantedTab = params.get("tab");
  const tab = wantedTab === "webhooks" || wantedTab === "suppressions" ? wantedTab : "emails";
  const numbers = await mailNumbers(db, clock.timeZone, clock.now);
  const suppressed = await suppressionList(db);
  const wanted = params.get("state");
  const state = states.includes(wanted as State) ? (wanted as State) : "all";
  const page = Math.max(1, Math.min(100_000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const counts = await stateCounts(db, "outbox_emails");
  const webhookCounts = await stateCounts(db, "webhook_deliveries");
  const total =
    state === "all"
      ? Object.values(tab === "webhooks" ? webhookCounts : counts).reduce((a, b) => a + b, 0)
      : (tab === "webhooks" ? webhookCounts : counts)[state];
  const pages = Math.max(1, Math.ceil(total / outboxPageSize));
  const offset = (Math.min(page, pages) - 1) * outboxPageSize;
  let emails: Array<OutboxEmailRow> = [];
  let deliveries: Array<WebhookDeliveryRow> = [];
  if (tab === "emails") {
    const rows = await db
      .select()
      .from(outboxEmails)
      .where(state === "all" ? undefined : eq(outboxEmails.status, state))
      .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
      .limit(outboxPageSize)
      .offset(offset);
    emails = rows.map(emailRow);
  } else if (tab === "webhooks") {
    const rows = await db
      .select({ d: webhookDeliveries, url: webhookEndpoints.url })
      .from(webhookDeliveries)
      .leftJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(state === "all" ? undefined : eq(webhookDeliveries.status, state))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(outboxPageSize)
      .offset(offset);
    deliveries = rows.map(({ d, url }) => ({
      id: d.id,
      endpointUrl: url ?? "(removed endpoint)",
      leadId: d.leadId,
      eventType: d.eventType,
      status: d.status,
      attempts: d.attempts,
      lastError: d.lastError,
      lastStatusCode: d.lastStatusCode,
      createdAt: d.createdAt.toISOString(),
      sentAt: d.sentAt?.toISOString() ?? null,
      nextAttemptAt: d.nextAttemptAt.toISOString(),
    }));
  }
  return {
    tab,
    state,
    counts,
    webhookCounts,
    numbers,
    suppressions: suppressed.rows,
    suppressionCount: suppressed.total,
    emails,
    deliveries,
    page: Math.min(page, pages),
    pages,
  };
}

export async function outboxMessage(db: Database, id: string): Promise<OutboxMessageView | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  if (!row) return null;
  const attachments = (row.attachments as Array<{ filename?: string }>).map((a) => a.filename ?? "attachment");
  return { ...emailRow(row), messageId: row.messageId, html: row.html, text: row.text, attachments };
}

/** A failed email goes back in the queue for one more attempt (its Message-ID stays the same). */
export async function retryEmail(db: Database, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(outboxEmails)
    .set({ status: "pending", nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(sql`${outboxEmails.id} = ${id} and ${outboxEmails.status} = 'failed'`)
    .returning({ id: outboxEmails.id });
  return rows.length > 0;
}

/** A failed webhook delivery goes back in the queue for one more attempt (same webhook-id). */
export async function retryDelivery(db: Database, id: string): Promise<boolean> {
  if (!/^msg_[A-Za-z0-9_-]{10,64}$/.test(id)) return false;
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: "pending", nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(sql`${webhookDeliveries.id} = ${id} and ${webhookDeliveries.status} = 'failed'`)
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}
