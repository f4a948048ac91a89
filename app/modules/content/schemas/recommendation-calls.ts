// The request and reply schemas of the /api/content/* calls, which the recommendation engine
// (app/modules/content/server/) answers; docs/content.md.
import { contentLimits, contentTypes } from "./recommendation-calls-basics";
import { z } from "#app/schemas/zod";

export {
  contentClientMessages,
  contentHref,
  contentLimits,
  contentTypes,
  defaultInterests,
  interestKinds,
  trendingInterests,
  type ContentType,
  type InterestKind,
  type InterestLists,
} from "./recommendation-calls-basics";

function interestList(plural: string) {
  return z
    .array(
      z
        .string({ error: `Each of your ${plural} must be text.` })
        .trim()
        .min(1, `Your ${plural} cannot contain an empty entry.`)
        .max(contentLimits.maxInterestLength, `Each of your ${plural} can be at most 80 characters.`),
      { error: `Send your ${plural} as a list of text.` },
    )
    .max(contentLimits.maxInterestsPerList, `You can list at most 20 ${plural}.`)
    .default([]);
}

/** A whole-number option of a content call, with one message for every way it can be wrong. */
function wholeNumber(name: string, range: { min: number; max: number; default: number }) {
  const message = `${name} must be a whole number from ${range.min} to ${range.max}.`;
  return z
    .number({ error: message })
    .int(message)
    .min(range.min, message)
    .max(range.max, message)
    .default(range.default);
}

/** The visitor's interests: what the page keeps in local storage and sends with every request. */
export const userInterestsSchema = z.strictObject(
  {
    industries: interestList("industries"),
    roles: interestList("roles"),
    technologies: interestList("technologies"),
    topics: interestList("topics"),
  },
  { error: "Send your interests as an object with industries, roles, technologies and topics lists." },
);
export type UserInterests = z.infer<typeof userInterestsSchema>;
export type UserInterestsInput = z.input<typeof userInterestsSchema>;

/** POST /api/content/suggestions */
export const contentSuggestionsRequestSchema = z.strictObject({
  interests: userInterestsSchema,
  count: wholeNumber("count", { min: 1, max: contentLimits.maxCount, default: contentLimits.defaultCount }),
  includeWebContent: z.boolean({ error: "includeWebContent must be true or false." }).default(true),
});
/**
 * What the page sends: the call's every field, `count` and `includeWebContent` spelled out rather than
 * left to the server's defaults, so the request says what it asks for (docs/product.md).
 */
export type ContentSuggestionsRequest = z.input<typeof contentSuggestionsRequestSchema> & {
  count: number;
  includeWebContent: boolean;
};

/** POST /api/content/web-research (`count` is ours; docs/product.md's client sends interests only). */
export const webResearchRequestSchema = z.strictObject({
  interests: userInterestsSchema,
  count: wholeNumber("count", { min: 1, max: contentLimits.maxCount, default: contentLimits.defaultResearchCount }),
});
export type WebResearchRequest = z.input<typeof webResearchRequestSchema>;

export const contentTooLongMessage = "The content is too long. Send at most 20,000 characters.";

const contentField = z
  .string({ error: "Send the text as content." })
  .trim()
  .min(1, "Send some text as content; it is empty.")
  .max(contentLimits.maxContentChars, contentTooLongMessage);

/** POST /api/content/summary */
export const summaryRequestSchema = z.strictObject({
  content: contentField,
  maxLength: wholeNumber("maxLength", {
    min: contentLimits.minSummaryLength,
    max: contentLimits.maxSummaryLength,
    default: contentLimits.defaultSummaryLength,
  }),
});
export type SummaryRequest = z.input<typeof summaryRequestSchema>;

/** POST /api/content/tags (`count` is ours: how many tags at most, default 5). */
export const tagsRequestSchema = z.strictObject({
  content: contentField,
  count: wholeNumber("count", { min: 1, max: contentLimits.maxTagCount, default: contentLimits.defaultTagCount }),
});
export type TagsRequest = z.input<typeof tagsRequestSchema>;

/**
 * One suggested item, as docs/product.md's entity: id, type, title, description, tags and, for articles
 * from around the web only, `url`. Without `url` the item's page is `/{type}s/{id}`.
 */
export const contentSuggestionSchema = z.strictObject({
  id: z.string(),
  type: z.enum(contentTypes),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  url: z.url().optional(),
  /** `site` for our own items, `web` for articles from around the web. */
  source: z.enum(["site", "web"]),
  /** Publication day, yyyy-mm-dd. */
  date: z.string(),
  /** Who published a web article. */
  publisher: z.string().optional(),
});
export type ContentSuggestion = z.infer<typeof contentSuggestionSchema>;

/** docs/product.md's `{ success, data, error }` replies, as its client reads them. */
export type ContentReply<T> =
  { success: true; data: T; error: null } | { success: false; data: T | null; error: string };
export type SuggestionsReply = ContentReply<Array<ContentSuggestion>>;
export type SummaryReply = ContentReply<{ summary: string; method: "local" | "ai" }>;
export type TagsReply = ContentReply<{ tags: Array<string>; method: "local" | "ai" }>;
