import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "#app/schemas/zod";
import { consentChoices, consentIdMessage, consentRecordSchema } from "#app/schemas/consent";
import { consentHistory, recordConsent, type StoredConsent } from "#server/services/consent";
import type { AppServices } from "./app-services";
import { errorBody } from "./errors";
import { apiRouter, jsonContent, strictJsonBody } from "./openapi/api-router";
import { errorReply, guardReplies, retryAfter } from "./openapi/replies";
import { limitRequests } from "./request-limit";

const consentRecorded = z
  .strictObject({
    id: z.uuid(),
    consentId: z.uuid().meta({ description: "The id this choice is filed under: keep it for the next choice." }),
    choice: z.enum(consentChoices),
    policyVersion: z.string(),
    recordedAt: z.iso.datetime(),
  })
  .meta({ id: "ConsentRecorded" });

const rateLimited = errorReply("Rate limited (per client, as the lead forms).", retryAfter);

const recordChoice = createRoute({
  method: "post",
  path: "/",
  summary: "Record a cookie consent choice",
  description:
    "Send the browser's `consentId` with every choice after the first; a first choice without one is given one. Choosing Essential Only again under the same id withdraws consent to optional cookies.",
  middleware: [strictJsonBody] as const,
  request: {
    body: { required: true, content: jsonContent(consentRecordSchema.meta({ id: "ConsentRecord" })) },
  },
  responses: {
    201: { description: "Recorded.", content: jsonContent(consentRecorded) },
    ...guardReplies,
    429: rateLimited,
  },
});

const choicesUnderId = createRoute({
  method: "get",
  path: "/{consentId}",
  summary: "Every cookie choice recorded under a consent id, newest first",
  request: {
    params: z.strictObject({
      consentId: z.uuid({ error: consentIdMessage }).meta({
        description: "The random id the browser keeps in its `cookie-consent-id` cookie and local storage.",
      }),
    }),
  },
  responses: {
    200: {
      description: "The choices.",
      content: jsonContent(
        z.strictObject({ consentId: z.uuid(), choices: z.array(consentRecorded) }).meta({ id: "ConsentHistory" }),
      ),
    },
    400: errorReply("Not a consent id."),
    404: errorReply("No choice recorded under this id."),
    429: rateLimited,
    503: guardReplies[503],
  },
});

function recordReply(saved: StoredConsent) {
  return {
    id: saved.id,
    consentId: saved.consentId,
    choice: saved.choice,
    policyVersion: saved.policyVersion,
    recordedAt: saved.createdAt.toISOString(),
  };
}

/**
 * POST records a cookie choice; GET answers every choice made under a consent id, which only the
 * browser that holds the random id knows. Each is rate limited per client like the lead forms, so
 * nobody can try ids by the thousand. Choosing again
 * with the same id (Essential Only withdraws consent to optional cookies) adds to that history.
 */
export function consentRoutes(services: AppServices): OpenAPIHono {
  const routes = apiRouter();
  routes.openapi(recordChoice, async (c) => {
    const record = c.req.valid("json");
    await limitRequests(c, services, "consent", services.config.rateLimitPerMinute);
    return c.json(recordReply(await recordConsent(services.db, record)), 201);
  });
  routes.openapi(choicesUnderId, async (c) => {
    const { consentId } = c.req.valid("param");
    await limitRequests(c, services, "consent-lookup", services.config.rateLimitPerMinute);
    const history = await consentHistory(services.db, consentId);
    if (history.length === 0) return c.json(errorBody("We hold no cookie choice under this consent id."), 404);
    c.header("Cache-Control", "no-store");
    return c.json({ consentId, choices: history.map(recordReply) }, 200);
  });
  return routes;
}
