import type { OpenAPIHono } from "@hono/zod-openapi";
import { bodySizeLimit } from "#server/http/body-size";
import { leadKindBySlug } from "#app/lib/leads/lead-kinds";
import { leadColumns } from "#app/lib/admin/lead-columns";
import { parseLeadListQuery } from "#app/schemas/admin";
import { recordAudit } from "#app/modules/staff/server";
import { toCsv } from "#app/lib/csv";
import {
  stageNamesOf,
  allListedLeads,
  updateLeadFromDesk,
  assignSelected,
  changeSelectedStages,
} from "#app/modules/desk/server";
import { retryFailedDelivery, retryFailedEmail, adminSuppressionRoutes } from "#app/modules/mail/server";
import { todayIn } from "#app/lib/booking-slots";
import { adminLeadUrl, teamOf } from "#app/modules/leads/server";
import type { AppServices } from "#server/http/app-services";
import { errorBody } from "#server/http/errors";
import { apiRouter } from "#server/http/openapi/api-router";
import { jsonOf, readAdminInput } from "./form-input";
import { adminContactRoutes } from "./contact-routes";
import { adminDeskApiRoutes } from "./desk-api-routes";
import { adminDeskRoutes } from "./desk-routes";
import { adminHostRoutes } from "#app/modules/meetings/server";
import { adminOperationsRoutes } from "./operations-routes";

/**
 * The admin API (/api/admin/*): every state change the admin pages make, as form posts that
 * redirect back, or as JSON. The gate has already checked the session and the origin.
 */
export function adminApiRoutes(services: AppServices): OpenAPIHono {
  const routes = apiRouter();
  const { clock } = services;
  const timeZone = services.config.bookingTimeZone;
  const team = teamOf(services.config);
  routes.use(
    bodySizeLimit({
      maxSize: 32 * 1024,
      onError: (c) => c.json(errorBody("The request body is too large. The limit is 32 KB."), 413),
    }),
  );

  routes.get("/me", (c) => {
    const staff = c.get("staff");
    return c.json({ email: staff.email, sessionId: staff.sessionId });
  });

  routes.post("/leads/status", async (c) => {
    const input = await readAdminInput(c);
    return jsonOf(c, await changeSelectedStages(services, c.get("staff"), input.fields));
  });

  routes.post("/leads/assign", async (c) => {
    const input = await readAdminInput(c);
    return jsonOf(c, await assignSelected(services, c.get("staff"), input.fields));
  });

  routes.post("/leads/:id", async (c) => {
    const input = await readAdminInput(c);
    return jsonOf(c, await updateLeadFromDesk(services, c.get("staff"), c.req.param("id"), input.fields));
  });

  // `all`: every kind, with the columns they share; a kind's slug: that kind, with all its fields.
  routes.get("/leads/:slug/export.csv", async (c) => {
    const slug = c.req.param("slug");
    const kind = slug === "all" ? null : leadKindBySlug(slug);
    if (slug !== "all" && !kind) return c.json(errorBody("There is no list of that kind."), 404);
    const params = new URL(c.req.url).searchParams;
    params.set("kind", slug);
    const query = parseLeadListQuery(params);
    const rows = await allListedLeads(services.db, query, { staffId: c.get("staff").userId, timeZone, now: clock() });
    const stageNames = await stageNamesOf(services.db);
    const columns = leadColumns(kind, {
      timeZone,
      showSpam: query.spam !== "hide",
      every: true,
      stageNames,
      leadUrl: (row) => adminLeadUrl(team, row.type, row.id),
    });
    const csv = toCsv(
      columns.map((column) => column.label),
      rows.map((row) => columns.map((column) => column.text(row))),
    );
    const { page: _page, ...filters } = query;
    await recordAudit(services.db, c.get("staff"), clock(), "leads.exported", {
      subject: `kind:${kind?.type ?? "all"}`,
      details: { rows: rows.length, filters },
    });
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${kind?.slug ?? "leads"}-${todayIn(timeZone, clock())}.csv"`,
    });
  });

  routes.post("/outbox/emails/:id/retry", async (c) => {
    await readAdminInput(c);
    return jsonOf(c, await retryFailedEmail(services, c.get("staff"), c.req.param("id")));
  });

  routes.post("/outbox/webhooks/:id/retry", async (c) => {
    await readAdminInput(c);
    return jsonOf(c, await retryFailedDelivery(services, c.get("staff"), c.req.param("id")));
  });

  routes.route("/", adminOperationsRoutes(services));
  routes.route("/", adminSuppressionRoutes(services));
  routes.route("/", adminHostRoutes(services));
  routes.route("/", adminContactRoutes(services));
  routes.route("/", adminDeskRoutes(services));
  routes.route("/", adminDeskApiRoutes(services));
  routes.all("*", (c) => c.json(errorBody("There is no admin API endpoint at this address."), 404));
  return routes;
}
