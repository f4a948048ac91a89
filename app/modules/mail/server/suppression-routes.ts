import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "#app/schemas/zod";
import { suppressionAddSchema, suppressionLiftSchema } from "#app/schemas/mail-suppression";
import type { AppServices } from "#server/http/app-services";
import { errorBody } from "#server/http/errors";
import { apiRouter, documentedJsonBody, jsonContent } from "#server/http/openapi/api-router";
import { adminReplies, adminSecurity as security, errorReply } from "#server/http/openapi/replies";
import { liftByHand, suppressByHand } from "#app/modules/mail/server/outbox-actions";
import { readAdminJson } from "#server/http/admin/form-input";

const suppress = createRoute({
  method: "post",
  path: "/suppressions",
  summary: "Suppress an address: no email of any kind goes to it (docs/email.md#suppression-list)",
  security,
  request: { body: documentedJsonBody(suppressionAddSchema) },
  responses: {
    200: { description: "Suppressed.", content: jsonContent(z.strictObject({ email: z.string() })) },
    400: errorReply("Not an email address."),
    409: errorReply("Already suppressed."),
    ...adminReplies,
  },
});

const lift = createRoute({
  method: "post",
  path: "/suppressions/lift",
  summary: "Lift a suppression: emails queued from now on go to the address again",
  security,
  request: { body: documentedJsonBody(suppressionLiftSchema) },
  responses: {
    200: { description: "Lifted.", content: jsonContent(z.strictObject({ ok: z.boolean() })) },
    400: errorReply("No address given."),
    404: errorReply("The address is not suppressed."),
    ...adminReplies,
  },
});

/** Staff add an address to the suppression list or lift one (docs/email.md#suppression-list); both audited. */
export function adminSuppressionRoutes(services: AppServices): OpenAPIHono {
  const routes = apiRouter();
  routes.openapi(suppress, async (c) => {
    const result = await suppressByHand(services, c.get("staff"), await readAdminJson(c));
    if (result.ok) return c.json({ email: String(result.data?.email) }, 200);
    return c.json(errorBody(result.message), result.status === 409 ? 409 : 400);
  });
  routes.openapi(lift, async (c) => {
    const result = await liftByHand(services, c.get("staff"), await readAdminJson(c));
    if (result.ok) return c.json({ ok: true }, 200);
    return c.json(errorBody(result.message), result.status === 404 ? 404 : 400);
  });
  return routes;
}
