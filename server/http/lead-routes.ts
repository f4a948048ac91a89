import { Hono } from "hono";
import type { z } from "zod";
import {
  aiInterviewForm,
  gitexForm,
  panelQuestionForm,
  saveLead,
  talentRequestForm,
  type LeadForm,
} from "#server/services/leads/lead-forms";
import { teamOf } from "#server/services/leads/team";
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
      const saved = await saveLead(tx, form, submission, teamOf(deps.config));
      return { status: 201, body: { id: saved.id, message: form.successMessage }, queuedEmails: saved.queuedEmails };
    },
  });
}

/** POST /api/ai-interview, /api/gitex/submit, /api/qa/submit and /api/talent-requests: one pipeline, four forms. */
export function leadRoutes(deps: AppDeps): Hono {
  const routes = new Hono();
  routes.post("/ai-interview", leadHandler(deps, "ai-interview", aiInterviewForm));
  routes.post("/gitex/submit", leadHandler(deps, "gitex-submit", gitexForm));
  routes.post("/qa/submit", leadHandler(deps, "qa-submit", panelQuestionForm));
  routes.post("/talent-requests", leadHandler(deps, "talent-requests", talentRequestForm));
  return routes;
}
