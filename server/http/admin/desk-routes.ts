import { Hono } from "hono";
import { leadListSearch, parseLeadListQuery, savedViewSchema } from "#app/schemas/admin";
import { revokeOwnApiToken } from "#server/services/admin/token-actions";
import { renameSelf } from "#server/services/admin/account-actions";
import { renameStages, setTakesLeads } from "#server/services/admin/settings-actions";
import { deleteView, saveView } from "#server/services/admin/saved-views";
import { isUuid } from "#app/lib/uuid";
import type { AppServices } from "#server/http/app-services";
import { done, jsonOf, readAdminInput, refused } from "./form-input";

/**
 * The desk's settings (the stages' names, who takes new leads in turn), saved views, and the JSON
 * twins of the staff member's own name and revoking an API token (their pages post to themselves).
 */
export function adminDeskRoutes(services: AppServices): Hono {
  const routes = new Hono();
  const { db } = services;

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
    const parsed = savedViewSchema.safeParse(input.fields);
    if (!parsed.success) return refused(c, input, 400, "view-name");
    // Kept as the inbox's own query string, rebuilt from what it understands (page and selection left out).
    const query = leadListSearch({ ...parseLeadListQuery(new URLSearchParams(parsed.data.query)), page: 1 });
    if (!(await saveView(db, c.get("staff"), parsed.data.name, query))) return refused(c, input, 409, "too-many-views");
    return done(c, input, { notice: "view-saved", to: `/admin${query}` });
  });

  routes.post("/views/:id/delete", async (c) => {
    const input = await readAdminInput(c);
    const id = c.req.param("id");
    if (!isUuid(id) || !(await deleteView(db, c.get("staff"), id))) return refused(c, input, 404, "not-found");
    return done(c, input, { notice: "view-deleted" });
  });

  routes.post("/tokens/:id/revoke", async (c) => {
    await readAdminInput(c);
    return jsonOf(c, await revokeOwnApiToken(services, c.get("staff"), c.req.param("id")));
  });

  return routes;
}
