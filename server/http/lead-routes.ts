import { Hono } from "hono";
import type { z } from "zod";
import {
  aiInterviewForm,
  gitexForm,
  panelQuestionForm,
  saveLead,
  type LeadForm,
} from "#server/services/leads/lead-forms";
import type { AppDeps } from "./deps";
import { submissionHandler } from "./submission-handler";

function leadHandler<S extends z.ZodType<{ name: string; email: string }>>(
  deps: AppDeps,
  scope: string,
  form: LeadForm<S>,
) {
  return submissionHandler(deps, {
    scope,
    schema: form.schema,
    write: async (tx, submission) => {
      const saved = await saveLead(tx, form, submission, deps.config.salesEmail);
      return { status: 201, body: { id: saved.id, message: form.successMessage }, queuedEmails: saved.queuedEmails };
    },
  });
}

/** POST /api/ai-interview, /api/gitex/submit and /api/qa/submit: one pipeline, three forms. */
export function leadRoutes(deps: AppDeps): Hono {
  const routes = new Hono();
  routes.post("/ai-interview", leadHandler(deps, "ai-interview", aiInterviewForm));
  routes.post("/gitex/submit", leadHandler(deps, "gitex-submit", gitexForm));
  routes.post("/qa/submit", leadHandler(deps, "qa-submit", panelQuestionForm));
  return routes;
}
