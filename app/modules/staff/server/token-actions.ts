import { apiTokenSchema } from "#app/schemas/admin";
import { isUuid } from "#app/lib/uuid";
import { createApiToken, revokeApiToken } from "./api-tokens";
import { recordAudit } from "./audit";
import {
  deskDone,
  deskRefusal,
  formRefusal,
  type DeskRefusal,
  type DeskServices,
} from "#server/services/admin/desk-services";
import type { Staff } from "./sessions";

/**
 * A new API token for the staff member, from the tokens page's form; its secret is in the answer
 * only (its SHA-256 is stored), so the page shows it once.
 */
export async function makeApiToken(
  desk: DeskServices,
  staff: Staff,
  fields: Record<string, unknown>,
): Promise<{ ok: true; token: string; name: string } | DeskRefusal> {
  const parsed = apiTokenSchema.safeParse(fields);
  if (!parsed.success) return formRefusal(parsed.error, "name");
  const now = desk.clock();
  const created = await createApiToken(desk.db, staff, parsed.data.name, parsed.data.access, now);
  await recordAudit(desk.db, staff, now, "api-token.created", {
    subject: `api-token:${created.id}`,
    details: { name: parsed.data.name, access: parsed.data.access },
  });
  return { ok: true, token: created.token, name: parsed.data.name };
}

/** Revokes one of the staff member's own tokens; requests that send it are refused from then on. */
export async function revokeOwnApiToken(desk: DeskServices, staff: Staff, id: unknown) {
  const now = desk.clock();
  if (typeof id !== "string" || !isUuid(id) || !(await revokeApiToken(desk.db, staff, id, now)))
    return deskRefusal(404, "That item no longer exists.");
  await recordAudit(desk.db, staff, now, "api-token.revoked", { subject: `api-token:${id}` });
  return deskDone("The token was revoked. Requests that send it are refused from now on.");
}
