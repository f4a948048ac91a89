import { leadListSearch, parseLeadListQuery, savedViewSchema } from "#app/schemas/admin";
import { isUuid } from "#app/lib/uuid";
import { deskDone, deskRefusal, formRefusal, type DeskServices } from "#server/services/admin/desk-services";
import { deleteView, saveView } from "./saved-views";
import type { Staff } from "#app/modules/staff/server";

/** Saves the list on screen under a name of the member's own; the saved view opens next. */
export async function saveInboxView(desk: DeskServices, staff: Staff, fields: Record<string, unknown>) {
  const parsed = savedViewSchema.safeParse(fields);
  if (!parsed.success) return formRefusal(parsed.error, "name");
  // Kept as the inbox's own query string, rebuilt from what it understands (page and selection left out).
  const query = leadListSearch({ ...parseLeadListQuery(new URLSearchParams(parsed.data.query)), page: 1 });
  if (!(await saveView(desk.db, staff, parsed.data.name, query))) {
    const message = "You have 20 saved views already. Delete one first.";
    return deskRefusal(409, message, { name: message });
  }
  return deskDone("The view was saved. It is in your tabs above the inbox.", { to: `/admin${query}` });
}

/** Deletes one of the member's own saved views. */
export async function deleteInboxView(desk: DeskServices, staff: Staff, id: unknown) {
  if (typeof id !== "string" || !isUuid(id) || !(await deleteView(desk.db, staff, id)))
    return deskRefusal(404, "That item no longer exists.");
  return deskDone("The view was deleted.");
}
