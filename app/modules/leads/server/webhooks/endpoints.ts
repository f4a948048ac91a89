import { webhookFormats, type WebhookFormat } from "#app/lib/admin/webhook-formats";
import { desc, eq, sql } from "drizzle-orm";
import { leadKindList } from "#app/lib/leads/lead-kinds";
import type { WebhookEndpointView } from "#app/lib/admin/views";
import { rowsOf, type Database } from "#server/db/client";
import { webhookEndpoints } from "#server/db/schema";
import { isUuid } from "#app/lib/uuid";
import { assertPublicHost, PrivateAddressError } from "./private-address";
import { newWebhookSecret } from "./signing";

export class WebhookEndpointError extends Error {
  constructor(
    readonly code: "webhook-credentials" | "webhook-kinds" | "webhook-dns" | "webhook-private",
    message: string,
  ) {
    super(message);
  }
}

/**
 * Registers a receiver. The address must be http(s), and (unless configuration allows it) every
 * address its host resolves to must be public; the kinds must be known lead kinds.
 */
export async function createWebhookEndpoint(
  db: Database,
  input: { url: string; kinds: Array<string>; description: string; format: WebhookFormat },
  allowPrivate: boolean,
): Promise<{ id: string }> {
  const url = new URL(input.url);
  if (url.username || url.password)
    throw new WebhookEndpointError("webhook-credentials", "Leave user names and passwords out of the address.");
  const kinds = [...new Set(input.kinds)];
  if (kinds.length === 0 || kinds.some((k) => !leadKindList.some((kind) => kind.type === k)))
    throw new WebhookEndpointError("webhook-kinds", "Choose at least one kind of lead.");
  try {
    await assertPublicHost(url, allowPrivate);
  } catch (error) {
    if (error instanceof PrivateAddressError) throw new WebhookEndpointError("webhook-private", error.message);
    throw new WebhookEndpointError("webhook-dns", "That host name could not be found. Check the address.");
  }
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      url: url.toString(),
      kinds,
      description: input.description,
      format: input.format,
      secret: newWebhookSecret(),
    })
    .returning({ id: webhookEndpoints.id });
  if (!row) throw new Error("endpoint insert returned no row");
  return row;
}

export async function listWebhookEndpoints(db: Database): Promise<Array<WebhookEndpointView>> {
  const rows = await db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt));
  const counts = rowsOf<{ endpoint_id: string; status: string; n: number | string }>(
    await db.execute(sql`select endpoint_id, status, count(*) as n from webhook_deliveries group by 1, 2`),
  );
  const countOf = (id: string, status: string) =>
    Number(counts.find((c) => c.endpoint_id === id && c.status === status)?.n ?? 0);
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    secret: row.secret,
    kinds: row.kinds,
    description: row.description,
    format: (webhookFormats as ReadonlyArray<string>).includes(row.format) ? (row.format as WebhookFormat) : "standard",
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    counts: { pending: countOf(row.id, "pending"), sent: countOf(row.id, "sent"), failed: countOf(row.id, "failed") },
  }));
}

export async function setWebhookEndpointActive(db: Database, id: string, active: boolean): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(webhookEndpoints)
    .set({ active })
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** Removes a receiver; deliveries still queued for it fail with a message saying so. */
export async function deleteWebhookEndpoint(db: Database, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}
