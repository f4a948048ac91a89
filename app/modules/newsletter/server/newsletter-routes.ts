import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import { z } from "#app/schemas/zod";
import { newsletterSignupSchema } from "#app/modules/newsletter/schemas/newsletter";
import { createNewsletterPages } from "#app/modules/newsletter/server/manage";
import { newsletterSettings } from "#app/modules/newsletter/server/settings";
import { saveNewsletterSignup } from "#app/modules/newsletter/server/signup";
import type { AppServices } from "#server/http/app-services";
import { bodySizeLimit } from "#server/http/body-size";
import { errorBody } from "#server/http/errors";
import { apiRouter, jsonContent, strictJsonBody } from "#server/http/openapi/api-router";
import {
  errorReply,
  guardReplies,
  idempotencyKeyHeaders,
  leadCreatedSchema,
  messageReplySchema,
  submissionReplies,
} from "#server/http/openapi/replies";
import { submit } from "#server/http/submission-handler";

export const unsubscribedMessage = "You have been unsubscribed. We will not send you the newsletter again.";
export const badUnsubscribeLinkMessage =
  "This unsubscribe link is not valid. Use the link from one of our emails, or write to us to be removed.";
export const oneClickBodyMessage = "Send the form field List-Unsubscribe=One-Click (RFC 8058).";

const signUp = createRoute({
  method: "post",
  path: "/newsletter",
  summary: "Sign up for the newsletter (double opt-in)",
  description:
    "Stores the sign-up as a lead of type `newsletter`. A new, waiting or unsubscribed address gets an email with a confirmation link valid for 48 hours (at most one per address per 10 minutes); a confirmed address stays confirmed and gets nothing. The answer is the same in every case.",
  middleware: [strictJsonBody] as const,
  request: {
    headers: idempotencyKeyHeaders,
    body: { required: true, content: jsonContent(newsletterSignupSchema.meta({ id: "NewsletterSignup" })) },
  },
  responses: {
    201: {
      description: "Accepted; the visitor is asked to check their inbox.",
      content: jsonContent(leadCreatedSchema),
    },
    ...submissionReplies,
  },
});

const unsubscribeToken = z.object({
  token: z
    .string()
    .min(1)
    .meta({ description: "The signed unsubscribe token from the email's List-Unsubscribe header." }),
});

const openUnsubscribeLink = createRoute({
  method: "get",
  path: "/newsletter/unsubscribe",
  summary: "The List-Unsubscribe address opened in a browser: changes nothing",
  request: { query: unsubscribeToken },
  responses: {
    303: { description: "To the unsubscribe page, `/newsletter/unsubscribe/<token>`." },
    400: errorReply("No token."),
  },
});

const oneClickForm = z
  .object({ "List-Unsubscribe": z.literal("One-Click") })
  .meta({ id: "OneClickUnsubscribe", description: "RFC 8058: the form a mail provider posts." });

const oneClickUnsubscribe = createRoute({
  method: "post",
  path: "/newsletter/unsubscribe",
  summary: "One-click unsubscribe (RFC 8058)",
  description:
    "What mail providers send for the List-Unsubscribe-Post header of every newsletter email. A form, not JSON; no Origin check: the signed token authorises it.",
  middleware: [
    bodySizeLimit({ maxSize: 1024, onError: (c) => c.json(errorBody("The request body is too large."), 413) }),
    // Anything but a form is not RFC 8058's request: refused with the sentence that says what is.
    createMiddleware(async (c, next) => {
      const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
      if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") {
        return c.json(errorBody(oneClickBodyMessage), 400);
      }
      await next();
    }),
  ] as const,
  request: {
    query: unsubscribeToken,
    body: {
      required: true,
      content: {
        "application/x-www-form-urlencoded": { schema: oneClickForm },
        "multipart/form-data": { schema: oneClickForm },
      },
    },
  },
  responses: {
    200: { description: "Unsubscribed (also when already unsubscribed).", content: jsonContent(messageReplySchema) },
    400: errorReply("Not List-Unsubscribe=One-Click, or the token is not valid."),
    413: errorReply("Body over 1 KB."),
    503: guardReplies[503],
  },
});

/** POST /api/newsletter: the 'Stay Updated' form, through the lead pipeline. */
export function newsletterSignupRoutes(services: AppServices): OpenAPIHono {
  const settings = newsletterSettings(services.config);
  const routes = apiRouter();
  routes.openapi(signUp, async (c) => {
    const answer = await submit(c, services, c.req.valid("json"), {
      scope: "newsletter",
      idempotencyKey: c.req.valid("header")["idempotency-key"],
      write: (tx, submission) => saveNewsletterSignup(tx, submission, settings),
    });
    return c.json(answer.body, answer.status);
  });
  return routes;
}

/**
 * /api/newsletter/unsubscribe?token=…, the https target of every newsletter email's
 * List-Unsubscribe header. Mail providers POST `List-Unsubscribe=One-Click` as a form from their
 * own servers (RFC 8058), so these routes sit before the JSON-only and Origin checks: the signed
 * token is what authorises the request. A GET (a person opening the address) changes nothing and
 * goes to the unsubscribe page.
 */
export function newsletterOneClickRoutes(services: AppServices): OpenAPIHono {
  const pages = createNewsletterPages({
    db: services.db,
    settings: newsletterSettings(services.config),
    clock: services.clock,
  });
  const routes = apiRouter();
  routes.openapi(
    openUnsubscribeLink,
    (c) => c.redirect(`/newsletter/unsubscribe/${encodeURIComponent(c.req.valid("query").token)}`, 303),
    (result, c) => {
      if (!result.success) return c.json(errorBody(badUnsubscribeLinkMessage), 400);
    },
  );
  routes.openapi(
    oneClickUnsubscribe,
    async (c) => {
      const view = await pages.unsubscribe(c.req.valid("query").token);
      if (view.state === "invalid") return c.json(errorBody(badUnsubscribeLinkMessage), 400);
      return c.json({ message: unsubscribedMessage }, 200);
    },
    (result, c) => {
      if (result.success) return;
      return c.json(errorBody(result.target === "form" ? oneClickBodyMessage : badUnsubscribeLinkMessage), 400);
    },
  );
  return routes;
}
