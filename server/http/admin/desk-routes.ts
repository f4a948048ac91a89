import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "#app/schemas/zod";
import { savedViewSchema, staffNameFormSchema, stageNamesSchema, takesLeadsSchema } from "#app/schemas/admin";
import { revokeOwnApiToken, renameSelf } from "#app/modules/staff/server";
import { renameStages, setTakesLeads, deleteInboxView, saveInboxView } from "#app/modules/desk/server";
import type { AppServices } from "#server/http/app-services";
import { apiRouter, documentedJsonBody, jsonContent, pathParams } from "#server/http/openapi/api-router";
import {
  adminReplies,
  adminRepliesWithoutBody,
  adminSecurity as security,
  errorReply,
  adminDone,
  adminNotFound,
} from "#server/http/openapi/replies";
import { jsonOf, readAdminInput, readAdminJson } from "./form-input";

const stageNames = createRoute({
  method: "post",
  path: "/settings/stage-names",
  summary: "Name the stages",
  security,
  request: { body: documentedJsonBody(stageNamesSchema) },
  responses: {
    200: adminDone,
    400: errorReply("A stage without a name, or one over 40 characters."),
    ...adminReplies,
  },
});

const takesLeads = createRoute({
  method: "post",
  path: "/staff/{id}/takes-leads",
  summary: "Put a member of staff in (or out of) the round-robin of new leads",
  security,
  request: { params: pathParams({ id: "The staff member's id" }), body: documentedJsonBody(takesLeadsSchema) },
  responses: { 200: adminDone, 404: adminNotFound, ...adminReplies },
});

const accountName = createRoute({
  method: "post",
  path: "/account/name",
  summary: "Set the name colleagues see for you (owner, timelines, board, emails)",
  security,
  request: { body: documentedJsonBody(staffNameFormSchema) },
  responses: {
    200: { description: "Done.", content: jsonContent(z.object({ name: z.string() })) },
    400: errorReply("No name, over 80 characters, or not on one line."),
    ...adminReplies,
  },
});

const saveView = createRoute({
  method: "post",
  path: "/views",
  summary: "Save an inbox view (a name and the inbox's query string)",
  security,
  request: { body: documentedJsonBody(savedViewSchema) },
  responses: {
    200: adminDone,
    400: errorReply("No name."),
    409: errorReply("Twenty views already."),
    ...adminReplies,
  },
});

const deleteView = createRoute({
  method: "post",
  path: "/views/{id}/delete",
  summary: "Delete one of your saved views",
  security,
  request: { params: pathParams({ id: "The view's id" }) },
  responses: { 200: adminDone, 404: adminNotFound, ...adminRepliesWithoutBody },
});

const revokeToken = createRoute({
  method: "post",
  path: "/tokens/{id}/revoke",
  summary: "Revoke one of your API tokens",
  security,
  request: { params: pathParams({ id: "The token's id" }) },
  responses: { 200: adminDone, 404: adminNotFound, ...adminRepliesWithoutBody },
});

/**
 * The JSON twins of the settings page, the inbox's saved views, the staff member's own name and
 * revoking an API token: thin adapters over the functions their pages' actions call.
 */
export function adminDeskRoutes(services: AppServices): OpenAPIHono {
  const routes = apiRouter();

  routes.openapi(stageNames, async (c) =>
    jsonOf(c, await renameStages(services, c.get("staff"), await readAdminJson(c))),
  );

  routes.openapi(takesLeads, async (c) => {
    const { id } = c.req.valid("param");
    return jsonOf(c, await setTakesLeads(services, c.get("staff"), id, await readAdminJson(c)));
  });

  routes.openapi(accountName, async (c) =>
    jsonOf(c, await renameSelf(services, c.get("staff"), await readAdminJson(c))),
  );

  routes.openapi(saveView, async (c) =>
    jsonOf(c, await saveInboxView(services, c.get("staff"), await readAdminJson(c))),
  );

  routes.openapi(deleteView, async (c) => {
    await readAdminInput(c);
    return jsonOf(c, await deleteInboxView(services, c.get("staff"), c.req.valid("param").id));
  });

  routes.openapi(revokeToken, async (c) => {
    await readAdminInput(c);
    return jsonOf(c, await revokeOwnApiToken(services, c.get("staff"), c.req.valid("param").id));
  });

  return routes;
}
