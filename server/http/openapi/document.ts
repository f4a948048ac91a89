import type { OpenAPIHono } from "@hono/zod-openapi";
import { site } from "#app/content/site";
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
