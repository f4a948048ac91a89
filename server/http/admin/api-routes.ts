import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { bodySizeLimit } from "#server/http/body-size";
import { leadKindBySlug } from "#app/lib/leads/lead-kinds";
import { leadColumns } from "#app/lib/admin/lead-columns";
import { leadAssignSchema, leadStatusChangeSchema, leadUpdateSchema, parseLeadListQuery } from "#app/schemas/admin";
import { z } from "#app/schemas/zod";
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
import { apiRouter, documentedJsonBody, jsonContent, pathParams } from "#server/http/openapi/api-router";
import {
  adminReadReplies,
  adminReplies,
  adminRepliesWithoutBody,
  adminSecurity as security,
  adminSecuritySchemes,
  errorReply,
  adminDone,
  adminNotFound,
} from "#server/http/openapi/replies";
import { jsonOf, readAdminInput, readAdminJson } from "./form-input";
import { adminContactRoutes } from "./contact-routes";
import { adminDeskApiRoutes, inboxFilters } from "./desk-api-routes";
import { adminDeskRoutes } from "./desk-routes";
import { adminHostRoutes } from "#app/modules/meetings/server";
import { adminOperationsRoutes } from "./operations-routes";

const changed = { description: "Done.", content: jsonContent(z.object({ changed: z.int() })) };

const me = createRoute({
  method: "get",
  path: "/me",
  summary: "The signed-in staff member",
  security,
  responses: {
    200: { description: "Signed in.", content: jsonContent(z.object({ email: z.string(), sessionId: z.string() })) },
    ...adminReadReplies,
  },
});

const leadStatus = createRoute({
  method: "post",
  path: "/leads/status",
  summary: "Set the stage of several leads",
  security,
  request: { body: documentedJsonBody(leadStatusChangeSchema) },
  responses: { 200: changed, 400: errorReply("No lead selected, or an unknown status."), ...adminReplies },
});

const leadAssign = createRoute({
  method: "post",
  path: "/leads/assign",
  summary: "Give several leads an owner (or none)",
  security,
  request: { body: documentedJsonBody(leadAssignSchema) },
  responses: { 200: changed, 400: errorReply("No lead selected, or not a member of staff."), ...adminReplies },
});

const leadUpdate = createRoute({
  method: "post",
  path: "/leads/{id}",
  summary: "Set a lead's stage, owner and next step, and add a note (the lead page's form)",
  security,
  request: { params: pathParams({ id: "The lead's id" }), body: documentedJsonBody(leadUpdateSchema) },
  responses: {
    200: adminDone,
    400: errorReply("Unknown stage, Lost without a reason, not a member of staff, or a note over 5000 characters."),
    404: adminNotFound,
    ...adminReplies,
  },
});

const leadExport = createRoute({
  method: "get",
  path: "/leads/{slug}/export.csv",
  summary: "CSV of a lead list: exactly its rows (every page) and columns for the list's query string",
  security,
  request: {
    params: pathParams({ slug: "The kind's list, e.g. `questions`, or `all`." }),
    query: inboxFilters.omit({ kind: true }),
  },
  responses: {
    200: {
      description: "RFC 4180, UTF-8 with a byte-order mark, formula cells guarded.",
      content: { "text/csv": { schema: z.string() } },
    },
    404: adminNotFound,
    ...adminReadReplies,
  },
});

function retry(what: "emails" | "webhooks", summary: string, notFailed: string) {
  return createRoute({
    method: "post",
    path: `/outbox/${what}/{id}/retry`,
    summary,
    security,
    request: { params: pathParams({ id: "The outbox entry's id" }) },
    responses: { 200: adminDone, 409: errorReply(notFailed), ...adminRepliesWithoutBody },
  });
}

/**
 * The staff's JSON API (/api/admin/*, docs/product.md#admin-api): what the desk pages change, for
 * scripts and integrations, each route declared once. The gate has already checked the session
 * (or API token) and the origin.
 */
export function adminApiRoutes(services: AppServices): OpenAPIHono {
  const routes = apiRouter();
  for (const [name, scheme] of Object.entries(adminSecuritySchemes))
    routes.openAPIRegistry.registerComponent("securitySchemes", name, scheme);
  const { clock } = services;
  const timeZone = services.config.bookingTimeZone;
  const team = teamOf(services.config);
  routes.use(
    bodySizeLimit({
      maxSize: 32 * 1024,
      onError: (c) => c.json(errorBody("The request body is too large. The limit is 32 KB."), 413),
    }),
  );

  routes.openapi(me, (c) => {
    const staff = c.get("staff");
    return c.json({ email: staff.email, sessionId: staff.sessionId }, 200);
  });

  routes.openapi(leadStatus, async (c) =>
    jsonOf(c, await changeSelectedStages(services, c.get("staff"), await readAdminJson(c))),
  );

  routes.openapi(leadAssign, async (c) =>
    jsonOf(c, await assignSelected(services, c.get("staff"), await readAdminJson(c))),
  );

  routes.openapi(leadUpdate, async (c) => {
    const { id } = c.req.valid("param");
    return jsonOf(c, await updateLeadFromDesk(services, c.get("staff"), id, await readAdminJson(c)));
  });

  // `all`: every kind, with the columns they share; a kind's slug: that kind, with all its fields.
  routes.openapi(leadExport, async (c) => {
    const { slug } = c.req.valid("param");
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

  routes.openapi(retry("emails", "Queue a failed email again", "Not a failed email."), async (c) => {
    await readAdminInput(c);
    return jsonOf(c, await retryFailedEmail(services, c.get("staff"), c.req.valid("param").id));
  });

  routes.openapi(retry("webhooks", "Queue a failed webhook delivery again", "Not a failed delivery."), async (c) => {
    await readAdminInput(c);
    return jsonOf(c, await retryFailedDelivery(services, c.get("staff"), c.req.valid("param").id));
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
