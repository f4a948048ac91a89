import { Hono } from "hono";
import { formLeadTypes, leadKinds, type FormLeadType } from "#app/lib/leads/lead-kinds";
import { saveLead } from "#server/services/leads/lead-forms";
import { teamOf } from "#server/services/leads/team";
import type { AppServices } from "./app-services";
import { submissionHandler } from "./submission-handler";

/** '/api/gitex/submit' → '/gitex/submit' (the route under /api) and 'gitex-submit' (its rate-limit bucket). */
function routeOf(endpoint: string): { path: string; scope: string } {
  const path = endpoint.replace(/^\/api/, "");
  return { path, scope: path.slice(1).replaceAll("/", "-") };
}

function leadHandler(services: AppServices, type: FormLeadType, scope: string) {
  const form = leadKinds[type].form;
  return submissionHandler(services, {
    scope,
    schema: form.schema,
    write: async (tx, submission) => {
      const saved = await saveLead(tx, type, submission, teamOf(services.config), services.config.unverifiedCaps);
      return { status: 201, body: { id: saved.id, message: form.successMessage }, queuedEmails: saved.queuedEmails };
    },
  });
}

/** One POST route per public lead form (app/lib/leads/lead-kinds.ts), all through one pipeline. */
export function leadRoutes(services: AppServices): Hono {
  const routes = new Hono();
  for (const type of formLeadTypes) {
    const { path, scope } = routeOf(leadKinds[type].form.endpoint);
    routes.post(path, leadHandler(services, type, scope));
  }
  return routes;
}
