import { Hono } from "hono";
import { bodySizeLimit } from "./body-size";
import { newsletterSignupSchema } from "#app/schemas/newsletter";
import { createNewsletterPages } from "#server/services/newsletter/manage";
import { newsletterSettings } from "#server/services/newsletter/settings";
import { saveNewsletterSignup } from "#server/services/newsletter/signup";
import type { AppServices } from "./app-services";
import { errorBody } from "./errors";
import { submissionHandler } from "./submission-handler";

export const unsubscribedMessage = "You have been unsubscribed. We will not send you the newsletter again.";
export const badUnsubscribeLinkMessage =
  "This unsubscribe link is not valid. Use the link from one of our emails, or write to us to be removed.";
export const oneClickBodyMessage = "Send the form field List-Unsubscribe=One-Click (RFC 8058).";

/** POST /api/newsletter: the 'Stay Updated' form, through the lead pipeline. */
export function newsletterSignupRoutes(services: AppServices): Hono {
  const settings = newsletterSettings(services.config);
  const routes = new Hono();
  routes.post(
    "/newsletter",
    submissionHandler(services, {
      scope: "newsletter",
      schema: newsletterSignupSchema,
      write: (tx, submission) => saveNewsletterSignup(tx, submission, settings),
    }),
  );
  return routes;
}

/**
 * /api/newsletter/unsubscribe?token=…, the https target of every newsletter email's
 * List-Unsubscribe header. Mail providers POST `List-Unsubscribe=One-Click` as a form from their
 * own servers (RFC 8058), so these routes sit before the JSON-only and Origin checks: the signed
 * token is what authorises the request. A GET (a person opening the address) changes nothing and
 * goes to the unsubscribe page.
 */
export function newsletterOneClickRoutes(services: AppServices): Hono {
  const pages = createNewsletterPages({
    db: services.db,
    settings: newsletterSettings(services.config),
    clock: services.clock,
  });
  const routes = new Hono();
  routes.get("/newsletter/unsubscribe", (c) => {
    const token = c.req.query("token");
    if (!token) return c.json(errorBody(badUnsubscribeLinkMessage), 400);
    return c.redirect(`/newsletter/unsubscribe/${encodeURIComponent(token)}`, 303);
  });
  routes.post(
    "/newsletter/unsubscribe",
    bodySizeLimit({ maxSize: 1024, onError: (c) => c.json(errorBody("The request body is too large."), 413) }),
    async (c) => {
      const token = c.req.query("token") ?? "";
      const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
      const form =
        type === "application/x-www-form-urlencoded" || type === "multipart/form-data"
          ? await c.req.parseBody().catch(() => null)
          : null;
      if (form?.["List-Unsubscribe"] !== "One-Click") return c.json(errorBody(oneClickBodyMessage), 400);
      const view = await pages.unsubscribe(token);
      if (view.state === "invalid") return c.json(errorBody(badUnsubscribeLinkMessage), 400);
      return c.json({ message: unsubscribedMessage }, 200);
    },
  );
  return routes;
}
