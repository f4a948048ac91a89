import { contentClientMessages as messages } from "#app/modules/content/schemas/recommendation-calls-basics";
import type {
  ContentSuggestion,
  ContentSuggestionsRequest,
  SuggestionsReply,
  UserInterestsInput,
} from "#app/modules/content/schemas/recommendation-calls";
import { postJson } from "#app/lib/api";

/**
 * The browser's side of the two content calls the pages make, with docs/product.md's error rules.
 * Each function resolves to its data or rejects with an Error whose message the page shows.
 */

/** A rejection the server explained (`success: false`) rather than a failed request. */
export class ContentCallError extends Error {
  override name = "ContentCallError";
}

function serverError(reply: { error?: unknown } | null, fallback: string): string {
  return typeof reply?.error === "string" && reply.error.trim() !== "" ? reply.error : fallback;
}

/** Suggestions: the server's error or 'Failed to fetch content suggestions'; on exception docs/product.md's sentence. */
export async function fetchContentSuggestions(request: ContentSuggestionsRequest): Promise<Array<ContentSuggestion>> {
  let reply: SuggestionsReply | null;
  try {
    reply = await postJson<SuggestionsReply>("/api/content/suggestions", request);
  } catch {
    throw new Error(messages.suggestionsException);
  }
  if (!reply?.success || !Array.isArray(reply.data)) {
    throw new ContentCallError(serverError(reply, messages.suggestionsFailed));
  }
  return reply.data;
}

/**
 * Web research never rejects: a missing, non-array or empty result gives an empty list and the
 * server's error or 'Failed to perform web research'; an exception gives docs/product.md's sentence.
 */
export async function researchWebContent(
  interests: UserInterestsInput,
): Promise<{ results: Array<ContentSuggestion>; error: string | null }> {
  let reply: SuggestionsReply | null;
  try {
    reply = await postJson<SuggestionsReply>("/api/content/web-research", { interests });
  } catch {
    return { results: [], error: messages.researchException };
  }
  if (!reply?.success || !Array.isArray(reply.data) || reply.data.length === 0) {
    return { results: [], error: serverError(reply, messages.researchFailed) };
  }
  return { results: reply.data, error: null };
}
