import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { bodySizeLimit } from "./body-size";
import { clientKeyOf } from "./client-ip";
import { leadKinds, formLeadTypes } from "#app/lib/leads/lead-kinds";
import { analyticsEventSchema } from "#app/modules/analytics";
import { saysOtherSite } from "#app/lib/same-site";
import {
  channelOf,
  sourceOf,
  eventLimiter,
  parseLanding,
  referrerDomainOf,
  deviceOf,
  isBot,
  consentedKey,
  consentedVisitorId,
  dailyKey,
  pageKey,
  utcDay,
} from "#app/modules/analytics/server";
import { readSessionCookie } from "#app/modules/staff/server";
import { withoutSecrets } from "./secret-paths";
import type { AppServices } from "./app-services";
import { errorBody, HttpError } from "./errors";
import { siteHeadersOf, siteHostOf } from "./site-headers";
import { apiRouter } from "./openapi/api-router";
import { errorReply, guardReplies, retryAfter } from "./openapi/replies";
import { parseWith, parseJsonText, readUtf8Body } from "./validation";
import { visitorSignalsOf } from "./visitor-signals";

export const maxEventBytes = 2048;

/** The forms whose first input counts as a form start, by endpoint: every lead form, the booking's and the newsletter's. */
const formTypes = new Map<string, string>([
  ...formLeadTypes.map((type) => [leadKinds[type].form.endpoint, type] as const),
  ["/api/appointments/schedule", "appointment"],
  ["/api/newsletter", "newsletter"],
]);

/** The body as declared; sent as text/plain, so the route parses it itself (no JSON validator sees it). */
const eventBody = analyticsEventSchema.meta({ id: "AnalyticsEvent" });

const recordEvent = createRoute({
  method: "post",
  path: "/",
  summary: "Record a page view or a form start, or a consent (the site's own tracker)",
  description:
    "Sent with `navigator.sendBeacon`, so the body is JSON sent as `text/plain` (`application/json` is accepted too), at most 2 KB. The visitor is derived on the server: a hash of the address and browser with a salt that changes daily, or the `analytics-visitor` cookie of a browser that accepted all cookies and sends neither `Sec-GPC: 1` nor `DNT: 1`. Without that cookie each event carries `page`, a random id the page holds in memory; a `consent` (with the cookie and that `page`) moves that page's events of the day to the visitor id and is not counted itself. Bots and signed-in staff get the same 202 and are not counted. An event never creates or changes a lead.",
  middleware: [
    bodySizeLimit({
      maxSize: maxEventBytes,
      onError: (c) => c.json(errorBody("An event is at most 2 KB."), 413),
    }),
  ] as const,
  request: { body: { required: true, content: { "text/plain": { schema: eventBody } } } },
  responses: {
    202: { description: "Accepted (or left out, for bots and staff)." },
    400: guardReplies[400],
    403: guardReplies[403],
    413: errorReply("Body over 2 KB."),
    415: errorReply("Body sent as neither text/plain nor application/json."),
    429: errorReply(
      "Over ANALYTICS_EVENTS_PER_MINUTE events from one client, refilled evenly over a minute.",
      retryAfter,
    ),
  },
});

function isInternal(referrer: string, siteHost: string): boolean {
  return referrer !== "" && referrerDomainOf(referrer, siteHost) === null && URL.canParse(referrer);
}

/**
 * `POST /api/events`: a page view, a form start or a consent from the site's own tracker
 * (docs/product.md#analytics). Sent by `navigator.sendBeacon` (text/plain) or as JSON, at most
 * 2 KB. Bots and signed-in staff are answered like anyone and not counted; an event never
 * touches a lead.
 */
export function eventRoutes(services: AppServices): OpenAPIHono {
  const routes = apiRouter();
  if (!services.analytics) return routes;
  const { events: store, salts } = services.analytics;
  const allow = eventLimiter(services.config.analyticsEventsPerMinute, services.clock);
  routes.openapi(recordEvent, async (c) => {
    if (saysOtherSite(siteHeadersOf(c, services.config.publicUrl))) {
      return c.json(errorBody("Requests from other websites are not accepted."), 403);
    }
    const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
    if (type !== "text/plain" && type !== "application/json") {
      return c.json(errorBody("Send the event as JSON (text/plain or application/json)."), 415);
    }
    const signals = visitorSignalsOf(c, services.config.trustProxy);
    const event = parseWith(eventBody, parseJsonText(await readUtf8Body(c)));
    const siteHost = siteHostOf(c, services.config.publicUrl);
    const landing = parseLanding(event.url, siteHost);
    if (!landing) throw new HttpError(400, "url must be an address on this site.");
    const form = event.type === "form_start" ? formTypes.get(event.form ?? "") : undefined;
    if (event.type === "form_start" && !form)
      throw new HttpError(400, "form must be the endpoint of one of the site's forms.");
    if (event.type === "consent" && !event.page)
      throw new HttpError(400, "page must be the random id the page holds in memory.");
    // Bots and staff store nothing, so they are not counted against the address either.
    if (isBot(signals.userAgent) || readSessionCookie(c)) return c.body(null, 202);
    const allowance = allow(clientKeyOf(signals.ip));
    if (!allowance.allowed) {
      throw new HttpError(429, "Too many events from your network.", undefined, {
        "Retry-After": String(allowance.retryAfterSeconds),
      });
    }

    const now = services.clock();
    const id = consentedVisitorId(signals);
    const today = dailyKey((await salts(now, true)) ?? "", siteHost, signals);
    const visitorKey = id ? consentedKey(id) : today;
    const page = event.page ? pageKey(event.page) : null;
    if (event.type === "consent") {
      // Only what this page sent before the consent moves: its random id is known to it alone,
      // where the daily key is shared by every browser behind the same address and user agent.
      if (id && page)
        void store.adopt({ dailyKey: today, pageKey: page }, visitorKey, new Date(`${utcDay(now)}T00:00:00Z`));
      return c.body(null, 202);
    }
    const entry = event.type === "pageview" && !isInternal(event.referrer, siteHost);
    const touch = {
      referrerDomain: referrerDomainOf(event.referrer, siteHost),
      utmSource: landing.utm.source,
      utmMedium: landing.utm.medium,
      utmCampaign: landing.utm.campaign,
      utmTerm: landing.utm.term,
      utmContent: landing.utm.content,
      clickIdType: landing.clickId?.type ?? null,
    };
    store.record({
      at: now,
      visitorKey,
      consented: id !== null,
      type: event.type,
      path: withoutSecrets(landing.path),
      form: form ?? null,
      entry,
      channel: entry ? channelOf(touch) : null,
      source: entry ? sourceOf(touch) : null,
      ...(entry ? touch : {}),
      clickId: entry ? (landing.clickId?.value ?? null) : null,
      device: deviceOf(signals.userAgent, event.width),
      pageKey: id ? null : page,
    });
    return c.body(null, 202);
  });
  return routes;
}
