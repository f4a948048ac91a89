import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { formLeadTypes, leadKinds, type FormLeadType } from "#app/lib/leads/lead-kinds";
import { saveLead, teamOf } from "#app/modules/leads/server";
import type { Answer, LeadCreated } from "#server/services/submission";
import type { AppServices } from "./app-services";
import { apiRouter, jsonContent, strictJsonBody } from "./openapi/api-router";
import { idempotencyKeyHeaders, leadCreatedSchema, submissionReplies } from "./openapi/replies";
import { submit } from "./submission-handler";

/** A lead form's route: '/api/gitex/submit' is '/gitex/submit' under /api, its body named as its kind says. */
function leadFormRoute(type: FormLeadType) {
  const { endpoint, schema, bodyName, summary, example } = leadKinds[type].form;
  return createRoute({
    method: "post",
    path: endpoint.replace(/^\/api/, ""),
    summary,
    middleware: [strictJsonBody] as const,
    request: {
      headers: idempotencyKeyHeaders,
      body: { required: true, content: jsonContent(schema.meta({ id: bodyName, examples: [example] })) },
    },
    responses: {
      201: { description: "Stored; emails are queued.", content: jsonContent(leadCreatedSchema) },
      ...submissionReplies,
    },
  });
}

/** Declared once per process: a schema's name may be given once. */
const leadFormRoutes = formLeadTypes.map((type) => ({ type, route: leadFormRoute(type) }));

/** One POST route per public lead form (app/lib/leads/lead-kinds.ts), all through one pipeline. */
export function leadRoutes(services: AppServices): OpenAPIHono {
  const routes = apiRouter();
  for (const { type, route } of leadFormRoutes) {
    const form = leadKinds[type].form;
    // The rate-limit bucket: 'gitex-submit' for '/gitex/submit'.
    const scope = route.path.slice(1).replaceAll("/", "-");
    routes.openapi(route, async (c) => {
      const answer = await submit(c, services, c.req.valid("json"), {
        scope,
        idempotencyKey: c.req.valid("header")["idempotency-key"],
        write: async (tx, submission): Promise<Answer<LeadCreated, 201>> => {
          const saved = await saveLead(tx, type, submission, teamOf(services.config), services.config.unverifiedCaps);
          return {
            status: 201,
            body: { id: saved.id, message: form.successMessage },
            queuedEmails: saved.queuedEmails,
          };
        },
      });
      return c.json(answer.body, answer.status);
    });
  }
  return routes;
}
