import { leadUpdateSchema } from "#app/schemas/admin";
import { isUuid } from "#app/lib/uuid";
import { teamOf, UnknownOwner, updateLead } from "#app/modules/leads/server";
import { deskDone, deskRefusal, type DeskServices } from "#server/services/admin/desk-services";
import { stageChangeRefusal } from "./lead-bulk-actions";
import type { Staff } from "#app/modules/staff/server";

/**
 * A lead's stage (Lost with its reason), owner, next step and a note, from its page or a card on
 * the board; each change goes in its timeline and a new owner is told.
 */
export async function updateLeadFromDesk(
  desk: DeskServices,
  staff: Staff,
  id: unknown,
  fields: Record<string, unknown>,
) {
  const parsed = leadUpdateSchema.safeParse(fields);
  if (!parsed.success) return stageChangeRefusal(parsed.error);
  let found: boolean;
  try {
    found =
      typeof id === "string" &&
      isUuid(id) &&
      (await updateLead(desk.db, staff, desk.clock(), id, parsed.data, teamOf(desk.config)));
  } catch (error) {
    if (!(error instanceof UnknownOwner)) throw error;
    const message = "That member of staff no longer has an account. Choose another owner.";
    return deskRefusal(400, message, { owner: message });
  }
  if (!found) return deskRefusal(404, "That item no longer exists.");
  desk.mailQueued?.();
  return deskDone("The lead was updated.");
}
