import type { OpenAPIHono } from "@hono/zod-openapi";
import { site } from "#app/content/site";
import { formLeadTypes, leadKinds } from "#app/lib/leads/lead-kinds";
import { adminPaths, adminSecuritySchemes } from "./admin-paths";
import { analyticsPaths } from "./analytics-paths";
import { mailEventPaths, mailEventSecuritySchemes } from "./mail-event-paths";
import { componentSchemas } from "./components";

type Operation = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ "application/json": { schema } });
const error = (description: string, headers?: Record<string, unknown>) => ({
  description,
  content: json(ref("Error")),
  ...(headers ? { headers } : {}),
});

const retryAfter = {
  "Retry-After": { description: "Seconds to wait before trying again.", schema: { type: "integer", minimum: 1 } },
};

/** The replies every state-changing call can give besides its own. */
const guardReplies = {
  "400": error("Invalid body: the message names the problem and `errors` the fields."),
  "403": error("Sent from another website (Origin check)."),
  "413": error("Body over 32 KB (or, for summary and tags, content over 20,000 characters)."),
  "415": error("Body not sent as application/json."),
  "503": error("The database is briefly unavailable; retry.", retryAfter),
};

const idempotencyKey = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "1-200 visible characters. A retry with the same key and body returns the first answer without storing twice.",
  schema: { type: "string", minLength: 1, maxLength: 200 },
};

const unsubscribeToken = {
  name: "token",
  in: "query",
  required: true,
  description: "The signed unsubscribe token from the email's List-Unsubscribe header.",
  schema: { type: "string" },
};

const submissionReplies = {
  ...guardReplies,
  "422": error("The Idempotency-Key was already used with a different body."),
  "429": error(
    "Rate limited (per client and endpoint: RATE_LIMIT_PER_MINUTE, refilled evenly over a minute).",
    retryAfter,
  ),
};

const contentReplies = {
  ...guardReplies,
  "429": error(
    "Rate limited (per client, all content calls together: CONTENT_RATE_LIMIT_PER_MINUTE, refilled evenly over a minute).",
    retryAfter,
  ),
};

function contentOperation(summary: string, body: string, reply: string, description: string): Operation {
  return {
    post: {
      summary,
      description,
      requestBody: { required: true, content: json(ref(body)) },
      responses: {
        "200": {
          description: "`{ success, data, error }`: the data, or why there is none.",
          content: json(ref(reply)),
        },
        ...contentReplies,
      },
    },
  };
}

function leadOperation(summary: string, body: string): Operation {
  return {
    post: {
      summary,
      parameters: [idempotencyKey],
      requestBody: { required: true, content: json(ref(body)) },
      responses: {
        "201": { description: "Stored; emails are queued.", content: json(ref("LeadCreated")) },
        ...submissionReplies,
      },
    },
  };
}

/** One operation per public lead form (app/lib/leads/lead-kinds.ts). */
function leadFormPaths(): Record<string, Operation> {
  return Object.fromEntries(
    formLeadTypes.map((type) => {
      const { endpoint, summary, bodyName } = leadKinds[type].form;
      return [endpoint, leadOperation(summary, bodyName)];
    }),
  );
}

/**
 * OpenAPI 3.1 description of the whole HTTP API, served at /api/openapi.json: the routes declared
 * with `createRoute` describe themselves; the paths below are those still written out by hand.
 */
export function openApiDocument(app: OpenAPIHono): Record<string, unknown> {
  const declared = app.getOpenAPI31Document({ openapi: "3.1.0", info });
  return {
    ...declared,
    paths: { ...handWrittenPaths(), ...declared.paths },
    components: {
      schemas: { ...componentSchemas, ...declared.components?.schemas },
      securitySchemes: { ...adminSecuritySchemes, ...mailEventSecuritySchemes },
    },
  };
}

const info = {
  title: `${site.name} API`,
  version: "1.0.0",
  description:
    "Lead capture, newsletter, consultation booking, consent and content suggestions. Every error reply is `{ message, errors? }`; the content calls answer 200 with `{ success, data, error }`.",
};

/** The paths not declared with their routes yet. */
function handWrittenPaths(): Record<string, Operation> {
  return {
    "/api/events": {
      post: {
        summary: "Record a page view or a form start, or a consent (the site's own tracker)",
        description:
          "Sent with `navigator.sendBeacon`, so the body is JSON sent as `text/plain` (`application/json` is accepted too), at most 2 KB. The visitor is derived on the server: a hash of the address and browser with a salt that changes daily, or the `analytics-visitor` cookie of a browser that accepted all cookies and sends neither `Sec-GPC: 1` nor `DNT: 1`. Without that cookie each event carries `page`, a random id the page holds in memory; a `consent` (with the cookie and that `page`) moves that page's events of the day to the visitor id and is not counted itself. Bots and signed-in staff get the same 202 and are not counted. An event never creates or changes a lead.",
        requestBody: { required: true, content: { "text/plain": { schema: ref("AnalyticsEvent") } } },
        responses: {
          "202": { description: "Accepted (or left out, for bots and staff)." },
          "400": guardReplies["400"],
          "403": guardReplies["403"],
          "413": error("Body over 2 KB."),
          "415": error("Body sent as neither text/plain nor application/json."),
          "429": error(
            "Over ANALYTICS_EVENTS_PER_MINUTE events from one client, refilled evenly over a minute.",
            retryAfter,
          ),
        },
      },
    },
    ...leadFormPaths(),
    "/api/content/suggestions": contentOperation(
      "Content suggested for the visitor's interests",
      "ContentSuggestionsRequest",
      "SuggestionsReply",
      "BM25 over the catalogue (title, tags, description boosted in that order; topics weigh more than industries, more than roles and technologies), diversified with maximal marginal relevance; a cold start when nothing matches. Web articles join unless includeWebContent is false.",
    ),
    "/api/content/web-research": contentOperation(
      "Articles from around the web for the visitor's interests",
      "WebResearchRequest",
      "SuggestionsReply",
      "Ranks the shipped and feed-ingested web articles (reordered by the AI service when one is configured). `success` is false only when there are no web articles at all.",
    ),
    "/api/content/summary": contentOperation(
      "Summarise a text",
      "SummaryRequest",
      "SummaryReply",
      "Extractive (the most important sentences that fit), or the AI service's summary when configured and sensible. Content over 20,000 characters is refused with 413.",
    ),
    "/api/content/tags": contentOperation(
      "Keyword tags for a text",
      "TagsRequest",
      "TagsReply",
      "Noun phrases ranked by frequency and position, or the AI service's tags when configured and sensible. Content over 20,000 characters is refused with 413.",
    ),
    "/api/newsletter": {
      post: {
        summary: "Sign up for the newsletter (double opt-in)",
        description:
          "Stores the sign-up as a lead of type `newsletter`. A new, waiting or unsubscribed address gets an email with a confirmation link valid for 48 hours (at most one per address per 10 minutes); a confirmed address stays confirmed and gets nothing. The answer is the same in every case.",
        parameters: [idempotencyKey],
        requestBody: { required: true, content: json(ref("NewsletterSignup")) },
        responses: {
          "201": {
            description: "Accepted; the visitor is asked to check their inbox.",
            content: json(ref("LeadCreated")),
          },
          ...submissionReplies,
        },
      },
    },
    "/api/newsletter/unsubscribe": {
      get: {
        summary: "The List-Unsubscribe address opened in a browser: changes nothing",
        parameters: [unsubscribeToken],
        responses: {
          "303": { description: "To the unsubscribe page, `/newsletter/unsubscribe/<token>`." },
          "400": error("No token."),
        },
      },
      post: {
        summary: "One-click unsubscribe (RFC 8058)",
        description:
          "What mail providers send for the List-Unsubscribe-Post header of every newsletter email. A form, not JSON; no Origin check: the signed token authorises it.",
        parameters: [unsubscribeToken],
        requestBody: {
          required: true,
          content: { "application/x-www-form-urlencoded": { schema: ref("OneClickUnsubscribe") } },
        },
        responses: {
          "200": { description: "Unsubscribed (also when already unsubscribed).", content: json(ref("Message")) },
          "400": error("Not List-Unsubscribe=One-Click, or the token is not valid."),
          "413": error("Body over 1 KB."),
          "503": guardReplies["503"],
        },
      },
    },
    "/api/appointments/availability": {
      get: {
        summary: "Bookable days and the state of each slot",
        parameters: [
          {
            name: "from",
            in: "query",
            required: false,
            description: "First day (default: today in the business zone).",
            schema: { type: "string", format: "date" },
          },
          {
            name: "to",
            in: "query",
            required: false,
            description: "Last day, at most 31 days after `from` (default: the window's end).",
            schema: { type: "string", format: "date" },
          },
        ],
        responses: {
          "200": { description: "Days in the range that can be booked.", content: json(ref("Availability")) },
          "400": error("Bad range."),
          "503": guardReplies["503"],
        },
      },
    },
    "/api/appointments/schedule": {
      post: {
        summary: "Book a consultation slot",
        parameters: [idempotencyKey],
        requestBody: { required: true, content: json(ref("AppointmentRequest")) },
        responses: {
          "201": {
            description: "Booked; confirmation with a calendar invitation is queued.",
            content: json(ref("Booking")),
          },
          "200": {
            description:
              "This email already holds this slot: the booking stands. The reply carries no manage link; the address that booked is emailed it instead (at most once an hour).",
            content: json(ref("BookingStands")),
          },
          "409": error(
            "The slot is full: choose another time. Or the address, its company's domain or the client network already holds its limit of upcoming bookings (BOOKING_LIMIT_PER_EMAIL, _PER_DOMAIN, _PER_CLIENT); the message names it.",
          ),
          ...submissionReplies,
        },
      },
    },
    ...adminPaths,
    ...analyticsPaths,
    ...mailEventPaths,
    "/healthz": {
      get: {
        summary: "Liveness",
        responses: { "200": { description: "The process runs.", content: json(ref("Health")) } },
      },
    },
    "/readyz": {
      get: {
        summary: "Readiness (includes the database)",
        responses: {
          "200": { description: "Ready.", content: json(ref("Readiness")) },
          "503": { description: "Database unreachable.", content: json(ref("Readiness")) },
        },
      },
    },
  };
}
