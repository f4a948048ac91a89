import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "#app/schemas/zod";
import {
  contentLimits,
  contentSuggestionSchema,
  contentSuggestionsRequestSchema,
  contentTooLongMessage,
  summaryRequestSchema,
  tagsRequestSchema,
  webResearchRequestSchema,
  type ContentReply,
} from "#app/modules/content/schemas/recommendation-calls";
import { errorText } from "#server/logger";
import { createContentCatalogue } from "#app/modules/content/server/catalogue";
import { createContentService } from "#app/modules/content/server/content-service";
import { createLlmClient } from "#app/modules/content/server/llm-client";
import type { AppServices } from "#server/http/app-services";
import { HttpError } from "#server/http/errors";
import { apiRouter, jsonContent, strictJsonBody } from "#server/http/openapi/api-router";
import { errorReply, guardReplies, retryAfter } from "#server/http/openapi/replies";
import { limitRequests } from "#server/http/request-limit";
import { readJsonBody } from "#server/http/validation";

export const noWebArticlesMessage = "No articles from around the web are available right now. Please try again later.";
export const summaryImpossibleMessage =
  "No summary fits in that length: the text has no words short enough. Ask for a longer maxLength.";

/** docs/product.md's `{ success, data, error }` reply of the content calls. */
function contentReply<S extends z.ZodType>(data: S, id: string, description: string) {
  return z
    .union([
      z.strictObject({ success: z.literal(true), data, error: z.null() }),
      z.strictObject({
        success: z.literal(false),
        data: data.nullable(),
        error: z.string().meta({ description: "A sentence the visitor can read." }),
      }),
    ])
    .meta({ id, description });
}

const method = z
  .enum(["local", "ai"])
  .meta({ description: "`ai` when the configured AI service answered, `local` for the built-in method." });

const suggestionsReply = contentReply(
  z.array(
    contentSuggestionSchema.meta({
      id: "ContentSuggestion",
      description: "Without `url` the item's page on this site is `/{type}s/{id}`; with it, an article elsewhere.",
    }),
  ),
  "SuggestionsReply",
  "Ranked items, best first; `success` is false with `error` set when nothing can be offered.",
);
const summaryReply = contentReply(
  z.strictObject({ summary: z.string(), method }),
  "SummaryReply",
  "An extractive summary never longer than maxLength and never cut inside a word.",
);
const tagsReply = contentReply(
  z.strictObject({ tags: z.array(z.string()), method }),
  "TagsReply",
  "Keyword tags, most characteristic first.",
);

/** Text past the limit is 413 (too large), not 400, whatever else is wrong with the body. */
const contentWithinLimit = createMiddleware(async (c, next) => {
  const content = ((await readJsonBody(c)) as { content?: unknown } | null)?.content;
  if (typeof content === "string" && content.trim().length > contentLimits.maxContentChars) {
    throw new HttpError(413, contentTooLongMessage);
  }
  await next();
});

function contentCall<S extends z.ZodType, R extends z.ZodType>(options: {
  path: string;
  summary: string;
  description: string;
  body: S;
  bodyName: string;
  reply: R;
  middleware: Array<MiddlewareHandler>;
}) {
  return createRoute({
    method: "post",
    path: options.path,
    summary: options.summary,
    description: options.description,
    middleware: options.middleware,
    request: { body: { required: true, content: jsonContent(options.body.meta({ id: options.bodyName })) } },
    responses: {
      200: {
        description: "`{ success, data, error }`: the data, or why there is none.",
        content: jsonContent(options.reply),
      },
      ...guardReplies,
      429: errorReply(
        "Rate limited (per client, all content calls together: CONTENT_RATE_LIMIT_PER_MINUTE, refilled evenly over a minute).",
        retryAfter,
      ),
    },
  });
}

const suggestionsCall = contentCall({
  path: "/suggestions",
  summary: "Content suggested for the visitor's interests",
  description:
    "BM25 over the catalogue (title, tags, description boosted in that order; topics weigh more than industries, more than roles and technologies), diversified with maximal marginal relevance; a cold start when nothing matches. Web articles join unless includeWebContent is false.",
  body: contentSuggestionsRequestSchema,
  bodyName: "ContentSuggestionsRequest",
  reply: suggestionsReply,
  middleware: [strictJsonBody],
});
const webResearchCall = contentCall({
  path: "/web-research",
  summary: "Articles from around the web for the visitor's interests",
  description:
    "Ranks the shipped and feed-ingested web articles (reordered by the AI service when one is configured). `success` is false only when there are no web articles at all.",
  body: webResearchRequestSchema,
  bodyName: "WebResearchRequest",
  reply: suggestionsReply,
  middleware: [strictJsonBody],
});
const summaryCall = contentCall({
  path: "/summary",
  summary: "Summarise a text",
  description:
    "Extractive (the most important sentences that fit), or the AI service's summary when configured and sensible. Content over 20,000 characters is refused with 413.",
  body: summaryRequestSchema,
  bodyName: "SummaryRequest",
  reply: summaryReply,
  middleware: [contentWithinLimit],
});
const tagsCall = contentCall({
  path: "/tags",
  summary: "Keyword tags for a text",
  description:
    "Noun phrases ranked by frequency and position, or the AI service's tags when configured and sensible. Content over 20,000 characters is refused with 413.",
  body: tagsRequestSchema,
  bodyName: "TagsRequest",
  reply: tagsReply,
  middleware: [contentWithinLimit],
});

/**
 * A generous per-client limit on the content calls together (kept in the database like the lead
 * limits): a page view makes two or three calls, summaries and tags cost real CPU. Should the
 * database be unreachable, the calls still answer: none of them stores anything.
 */
function contentRateLimit(services: AppServices): MiddlewareHandler {
  return async (c, next) => {
    try {
      await limitRequests(c, services, "content", services.config.contentRateLimitPerMinute);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      services.logger.warn("content rate limit unavailable", { error: errorText(error) });
    }
    return next();
  };
}

function found<T>(data: T): Extract<ContentReply<T>, { success: true }> {
  return { success: true, data, error: null };
}

/** No answer to give, with the sentence that says why (and what there is, if anything). */
function notFound<T>(data: T, error: string): { success: false; data: T; error: string } {
  return { success: false, data, error };
}

/** POST /api/content/suggestions, /web-research, /summary and /tags, with docs/product.md's `{ success, data, error }`. */
export function contentRoutes(services: AppServices): OpenAPIHono {
  const catalogue =
    services.contentCatalogue ??
    createContentCatalogue({ db: services.db, logger: services.logger, clock: services.clock });
  const llm = services.config.llm ? createLlmClient(services.config.llm, services.logger) : null;
  const content = createContentService({ catalogue, llm, logger: services.logger });
  const routes = apiRouter();
  routes.use(contentRateLimit(services));

  routes.openapi(suggestionsCall, async (c) => c.json(found(await content.suggestions(c.req.valid("json"))), 200));

  routes.openapi(webResearchCall, async (c) => {
    const data = await content.webResearch(c.req.valid("json"));
    return c.json(data.length === 0 ? notFound(data, noWebArticlesMessage) : found(data), 200);
  });

  routes.openapi(summaryCall, async (c) => {
    const request = c.req.valid("json");
    const result = await content.summary(request.content, request.maxLength);
    return c.json(result ? found(result) : notFound(null, summaryImpossibleMessage), 200);
  });

  routes.openapi(tagsCall, async (c) => {
    const request = c.req.valid("json");
    return c.json(found(await content.tags(request.content, request.count)), 200);
  });

  return routes;
}
