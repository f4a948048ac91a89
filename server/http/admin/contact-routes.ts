import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "#app/schemas/zod";
import { contactMergeSchema, contactOwnerSchema } from "#app/schemas/admin";
import { mergeContact, setContactOwner, unmergeContact } from "#app/modules/desk/server";
import type { AppServices } from "#server/http/app-services";
import { apiRouter, documentedJsonBody, jsonContent, pathParams } from "#server/http/openapi/api-router";
import {
  adminReplies,
  adminRepliesWithoutBody,
  adminSecurity as security,
  errorReply,
  adminDone,
} from "#server/http/openapi/replies";
import { jsonOf, readAdminInput, readAdminJson } from "./form-input";

const contact = pathParams({ id: "The contact's id" });
const noSuchContact = errorReply("No such item.");

const merge = createRoute({
  method: "post",
  path: "/contacts/{id}/merge",
  summary: "Merge this contact into another (`into`: its email address or id)",
  security,
  request: { params: contact, body: documentedJsonBody(contactMergeSchema) },
  responses: {
    200: { description: "Done.", content: jsonContent(z.object({ kept: z.uuid() })) },
    400: errorReply("No contact given."),
    404: noSuchContact,
    409: errorReply("The same contact, or one merged already."),
    ...adminReplies,
  },
});

const unmerge = createRoute({
  method: "post",
  path: "/contacts/{id}/unmerge",
  summary: "Undo the merge of this contact",
  security,
  request: { params: contact },
  responses: {
    200: adminDone,
    409: errorReply("Not merged."),
    ...adminRepliesWithoutBody,
  },
});

const owner = createRoute({
  method: "post",
  path: "/contacts/{id}/owner",
  summary: "Give a person an owner, with their open leads",
  security,
  request: { params: contact, body: documentedJsonBody(contactOwnerSchema) },
  responses: {
    200: { description: "Done.", content: jsonContent(z.object({ changed: z.int() })) },
    400: errorReply("Not a member of staff."),
    404: noSuchContact,
    ...adminReplies,
  },
});

/** Contacts: merge two into one and undo it, and give a person (and their open leads) an owner. */
export function adminContactRoutes(services: AppServices): OpenAPIHono {
  const routes = apiRouter();
  routes.openapi(merge, async (c) => {
    const { id } = c.req.valid("param");
    return jsonOf(c, await mergeContact(services, c.get("staff"), id, await readAdminJson(c)));
  });
  routes.openapi(unmerge, async (c) => {
    await readAdminInput(c);
    return jsonOf(c, await unmergeContact(services, c.get("staff"), c.req.valid("param").id));
  });
  routes.openapi(owner, async (c) => {
    const { id } = c.req.valid("param");
    return jsonOf(c, await setContactOwner(services, c.get("staff"), id, await readAdminJson(c)));
  });
  return routes;
}
