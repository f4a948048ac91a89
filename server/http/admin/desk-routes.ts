import { Hono } from "hono";
import { eq } from "drizzle-orm";
import { stages } from "#app/lib/admin/stages";
import {
  leadListSearch,
  parseLeadListQuery,
  sameStageNameMessage,
  savedViewSchema,
  stageNamesSchema,
  takesLeadsSchema,
} from "#app/schemas/admin";
import { adminUsers } from "#server/db/schema";
import { recordAudit } from "#server/services/admin/audit";
import { revokeOwnApiToken } from "#server/services/admin/token-actions";
import { renameSelf } from "#server/services/admin/account-actions";
import { saveStageNames } from "#server/services/admin/desk-settings";
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
  const { clock, db } = services;

  routes.post("/settings/stage-names", async (c) => {
    const input = await readAdminInput(c);
    const parsed = stageNamesSchema.safeParse(input.fields);
    if (!parsed.success) {
      const same = parsed.error.issues.some((issue) => issue.message === sameStageNameMessage);
      return refused(c, input, 400, same ? "stage-names-same" : "stage-names");
    }
    const names = Object.fromEntries(stages.map((stage) => [stage, parsed.data[stage]])) as Record<
      (typeof stages)[number],
      string
    >;
    await saveStageNames(db, names, clock());
    await recordAudit(db, c.get("staff"), clock(), "settings.stage-names", { details: names });
    return done(c, input, { notice: "settings-saved" });
  });

  routes.post("/staff/:id/takes-leads", async (c) => {
    const input = await readAdminInput(c);
    const id = c.req.param("id");
    const parsed = takesLeadsSchema.safeParse(input.fields);
    if (!parsed.success) return refused(c, input, 400, "invalid-input");
    const takesLeads = parsed.data.takesLeads === "yes";
    const changed = isUuid(id)
      ? await db
          .update(adminUsers)
          .set({ takesLeads })
          .where(eq(adminUsers.id, id))
          .returning({ email: adminUsers.email })
      : [];
    if (changed.length === 0) return refused(c, input, 404, "not-found");
    await recordAudit(db, c.get("staff"), clock(), "staff.takes-leads", {
      subject: `staff:${id}`,
      details: { email: changed[0]?.email, takesLeads },
    });
    return done(c, input, { notice: "settings-saved" });
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
