import { Hono, type Context, type MiddlewareHandler } from "hono";
import {
  contentLimits,
  contentSuggestionsRequestSchema,
  contentTooLongMessage,
  summaryRequestSchema,
  tagsRequestSchema,
  webResearchRequestSchema,
} from "#app/schemas/recommendation-calls";
import { createContentCatalogue } from "#server/services/recommendations/catalogue";
import { createContentService } from "#server/services/recommendations/content-service";
import { createLlmClient } from "#server/services/recommendations/llm-client";
import type { AppServices } from "./app-services";
import { HttpError } from "./errors";
import { limitRequests } from "./request-limit";
import { parseWith, readJsonBody } from "./validation";
import { errorText } from "#server/logger";

export const noWebArticlesMessage = "No articles from around the web are available right now. Please try again later.";
export const summaryImpossibleMessage =
  "No summary fits in that length: the text has no words short enough. Ask for a longer maxLength.";

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

/** Text past the limit is 413 (too large), not 400, whatever else is wrong with the body. */
async function readContentBody(c: Context): Promise<unknown> {
  const body = await readJsonBody(c);
  const content = (body as { content?: unknown } | null)?.content;
  if (typeof content === "string" && content.trim().length > contentLimits.maxContentChars) {
    throw new HttpError(413, contentTooLongMessage);
  }
  return body;
}

/** POST /api/content/suggestions, /web-research, /summary and /tags, with docs/product.md's `{ success, data, error }`. */
export function contentRoutes(services: AppServices): Hono {
  const catalogue =
    services.contentCatalogue ??
    createContentCatalogue({ db: services.db, logger: services.logger, clock: services.clock });
  const llm = services.config.llm ? createLlmClient(services.config.llm, services.logger) : null;
  const content = createContentService({ catalogue, llm, logger: services.logger });
  const routes = new Hono();
  routes.use(contentRateLimit(services));

  routes.post("/suggestions", async (c) => {
    const request = parseWith(contentSuggestionsRequestSchema, await readJsonBody(c));
    return c.json({ success: true, data: await content.suggestions(request), error: null });
  });

  routes.post("/web-research", async (c) => {
    const request = parseWith(webResearchRequestSchema, await readJsonBody(c));
    const data = await content.webResearch(request);
    if (data.length === 0) return c.json({ success: false, data, error: noWebArticlesMessage });
    return c.json({ success: true, data, error: null });
  });

  routes.post("/summary", async (c) => {
    const request = parseWith(summaryRequestSchema, await readContentBody(c));
    const result = await content.summary(request.content, request.maxLength);
    if (!result) return c.json({ success: false, data: null, error: summaryImpossibleMessage });
    return c.json({ success: true, data: result, error: null });
  });

  routes.post("/tags", async (c) => {
    const request = parseWith(tagsRequestSchema, await readContentBody(c));
    return c.json({ success: true, data: await content.tags(request.content, request.count), error: null });
  });

  return routes;
}
