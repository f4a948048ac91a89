import { z } from "#app/schemas/zod";

/**
 * A page view, form start or consent as the site's tracker sends it (app/modules/analytics/lib/tracker.ts,
 * which stays free of zod: it is on every page's first load). The server reads the rest from the
 * request.
 */
export const analyticsEventSchema = z.strictObject({
  type: z.enum(["pageview", "form_start", "consent"], { error: "type must be pageview, form_start or consent." }),
  url: z.string({ error: "url must be the page's address." }).max(2000, "url is too long."),
  referrer: z.string({ error: "referrer must be text." }).max(2000, "referrer is too long.").default(""),
  form: z.string({ error: "form must be a form's endpoint." }).max(100, "form is too long.").optional(),
  width: z
    .number({ error: "width must be the screen's width in pixels." })
    .int("width must be a whole number.")
    .min(0, "width must be the screen's width in pixels.")
    .max(100_000, "width must be the screen's width in pixels.")
    .optional(),
  page: z.uuid({ error: "page must be the random id the page holds in memory." }).optional(),
});
