import { Hono } from "hono";
import { revokeOwnApiToken, renameSelf } from "#app/modules/staff/server";
import { renameStages, setTakesLeads, deleteInboxView, saveInboxView } from "#app/modules/desk/server";
import type { AppServices } from "#server/http/app-services";
import { jsonOf, readAdminInput } from "./form-input";

/**
 * The JSON twins of the settings page, the inbox's saved views, the staff member's own name and
 * revoking an API token: thin adapters over the functions their pages' actions call.
 */
export function adminDeskRoutes(services: AppServices): Hono {
  const routes = new Hono();

  routes.post("/settings/stage-names", async (c) => {
    const input = await readAdminInput(c);
    return jsonOf(c, await renameStages(services, c.get("staff"), input.fields));
  });

  routes.post("/staff/:id/takes-leads", async (c) => {
    const input = await readAdminInput(c);
    return jsonOf(c, await setTakesLeads(services, c.get("staff"), c.req.param("id"), input.fields));
  });

  routes.post("/account/name", async (c) => {
    const input = await readAdminInput(c);
    return jsonOf(c, await renameSelf(services, c.get("staff"), input.fields));
  });

  routes.post("/views", async (c) => {
    const input = await readAdminInput(c);
    return jsonOf(c, await saveInboxView(services, c.get("staff"), input.fields));
  });

  routes.post("/views/:id/delete", async (c) => {
    await readAdminInput(c);
    return jsonOf(c, await deleteInboxView(services, c.get("staff"), c.req.param("id")));
  });

  routes.post("/tokens/:id/revoke", async (c) => {
    await readAdminInput(c);
    return jsonOf(c, await revokeOwnApiToken(services, c.get("staff"), c.req.param("id")));
  });

  return routes;
}
