import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client";

export const leadCreatedEvent = "lead.created";

/**
 * What a receiver gets for a new lead (the Standard Webhooks shape: type, timestamp, data), with
 * the member of staff it went to (null: nobody yet).
 */
export function leadCreatedBody(lead: {
  id: string;
  type: string;
  name: string;
  email: string;
  payload: Record<string, unknown>;
  receivedAt: Date;
  owner: { name: string; email: string } | null;
}): string {
  const { website: _honeypot, ...fields } = lead.payload;
  return JSON.stringify({
    type: leadCreatedEvent,
    timestamp: lead.receivedAt.toISOString(),
    data: {
      id: lead.id,
      kind: lead.type,
      status: "new",
      name: lead.name,
      email: lead.email,
      receivedAt: lead.receivedAt.toISOString(),
      owner: lead.owner ? { name: lead.owner.name, email: lead.owner.email } : null,
      fields,
    },
  });
}

/**
 * Queues the lead for every active endpoint that takes its kind, in the lead's own transaction:
 * one statement, nothing when no endpoint wants it. The unique index keeps it to one delivery per
 * endpoint and lead.
 */
export async function queueLeadWebhooks(tx: Database, lead: { id: string; type: string; body: string }): Promise<void> {
  await tx.execute(sql`
    insert into webhook_deliveries (id, endpoint_id, lead_id, event_type, body)
    select 'msg_' || replace(gen_random_uuid()::text, '-', ''), e.id, ${lead.id}, ${leadCreatedEvent}, ${lead.body}
    from webhook_endpoints e
    where e.active and e.kinds @> jsonb_build_array(${lead.type}::text)
    on conflict do nothing`);
}
