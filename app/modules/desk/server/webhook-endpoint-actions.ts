import { webhookEndpointSchema } from "#app/schemas/admin";
import { recordAudit } from "#app/modules/staff/server";
import { deskDone, deskRefusal, formRefusal, type DeskServices } from "#server/services/admin/desk-services";
import type { Staff } from "#app/modules/staff/server";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  setWebhookEndpointActive,
  WebhookEndpointError,
} from "#app/modules/leads/server";

/** A new endpoint from the webhooks page (docs/admin.md#webhooks): a public address and at least one kind. */
export async function addWebhookEndpoint(desk: DeskServices, staff: Staff, fields: Record<string, unknown>) {
  const parsed = webhookEndpointSchema.safeParse(fields);
  if (!parsed.success) return formRefusal(parsed.error, "url");
  try {
    const created = await createWebhookEndpoint(desk.db, parsed.data, desk.config.webhookAllowPrivate);
    await recordAudit(desk.db, staff, desk.clock(), "webhook.created", {
      subject: `endpoint:${created.id}`,
      details: { url: parsed.data.url, kinds: parsed.data.kinds },
    });
    return deskDone("The endpoint was added. New leads of its kinds will be sent to it.", { data: created });
  } catch (error) {
    if (!(error instanceof WebhookEndpointError)) throw error;
    const field = error.code === "webhook-kinds" ? "kinds" : "url";
    return deskRefusal(400, error.message, { [field]: error.message });
  }
}

const changed = {
  enable: "The endpoint was turned on.",
  disable: "The endpoint was turned off. Nothing is sent to it until it is turned on again.",
  delete: "The endpoint was removed.",
} as const;

export type WebhookEndpointChange = keyof typeof changed;

/** Turns an endpoint on or off, or removes it (its deliveries' history stays in the outbox). */
export async function changeWebhookEndpoint(
  desk: DeskServices,
  staff: Staff,
  id: unknown,
  change: WebhookEndpointChange,
) {
  const found =
    typeof id === "string" &&
    (change === "delete"
      ? await deleteWebhookEndpoint(desk.db, id)
      : await setWebhookEndpointActive(desk.db, id, change === "enable"));
  if (!found) return deskRefusal(404, "That item no longer exists.");
  await recordAudit(desk.db, staff, desk.clock(), `webhook.${change}d`, { subject: `endpoint:${String(id)}` });
  return deskDone(changed[change]);
}
