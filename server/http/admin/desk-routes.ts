import { Hono } from "hono";
import { eq } from "drizzle-orm";
import { stages } from "#app/lib/admin/stages";
import {
  leadListSearch,
  parseLeadListQuery,
  sameStageNameMessage,
  savedViewSchema,
  staffNameFormSchema,
  stageNamesSchema,
  takesLeadsSchema,
} from "#app/schemas/admin";
import { adminUsers } from "#server/db/schema";
import { recordAudit } from "#server/services/admin/audit";
import { revokeApiToken } from "#server/services/admin/api-tokens";
import { saveStageNames } from "#server/services/admin/desk-settings";
import { setStaffName } from "#server/services/admin/staff-accounts";
import { deleteView, saveView } from "#server/services/admin/saved-views";
import { isUuid } from "#app/lib/uuid";
import type { AppServices } from "#server/http/app-services";
import { done, readAdminInput, refused } from "./form-input";

/**
 * The desk's settings (the stages' names, who takes new leads in turn), the staff member's own name,
 * saved views and revoking API tokens.
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
    const parsed = staffNameFormSchema.safeParse(input.fields);
    if (!parsed.success) return refused(c, input, 400, "staff-name", "/admin/account");
    const staff = c.get("staff");
    await setStaffName(db, staff.userId, parsed.data.displayName);
    await recordAudit(db, staff, clock(), "staff.renamed", {
      subject: `staff:${staff.userId}`,
      details: { name: parsed.data.displayName },
    });
    return done(c, input, { notice: "name-saved", to: "/admin/account", json: { name: parsed.data.displayName } });
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
    const input = await readAdminInput(c);
    const id = c.req.param("id");
    if (!isUuid(id) || !(await revokeApiToken(db, c.get("staff"), id, clock())))
      return refused(c, input, 404, "not-found");
    await recordAudit(db, c.get("staff"), clock(), "api-token.revoked", { subject: `api-token:${id}` });
    return done(c, input, { notice: "token-revoked" });
  });

  return routes;
}
