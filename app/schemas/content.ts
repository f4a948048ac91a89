import { z } from "zod";

/** The kinds of item the spec's content suggestion names; an item's in-app page is `/{type}s/{id}`. */
export const contentTypes = ["blog", "podcast", "panel", "video"] as const;
export type ContentType = (typeof contentTypes)[number];

/**
 * Bounds of the four content calls. Interest lists are short by nature (the page adds them one
 * at a time), so a list of thousands is a mistake or an attack and is refused, not truncated.
 */
export const contentLimits = {
  maxInterestsPerList: 20,
  maxInterestLength: 80,
  defaultCount: 3,
  maxCount: 20,
  defaultResearchCount: 6,
  /** Text given to summary and tags; longer text is refused with 413. */
  maxContentChars: 20_000,
  defaultSummaryLength: 150,
  minSummaryLength: 20,
  maxSummaryLength: 2000,
  defaultTagCount: 5,
  maxTagCount: 20,
} as const;

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

/** The spec's defaults for a first visit. */
export const defaultInterests: UserInterests = {
  industries: ["Technology", "HR Services"],
  roles: ["Tech Recruiter", "HR Manager"],
  technologies: ["AI", "Machine Learning", "Cloud Computing"],
  topics: ["Talent Acquisition", "Remote Work", "Employee Experience"],
};

/** 'Trending in Your Industry' asks with these fixed interests. */
export const trendingInterests: UserInterests = {
  industries: ["Technology"],
  roles: [],
  technologies: [],
  topics: ["Tech Hiring", "Career Development"],
};

/** POST /api/content/suggestions */
export const contentSuggestionsRequestSchema = z.strictObject({
  interests: userInterestsSchema,
  count: z
    .number({ error: "count must be a whole number from 1 to 20." })
    .int("count must be a whole number from 1 to 20.")
    .min(1, "count must be a whole number from 1 to 20.")
    .max(contentLimits.maxCount, "count must be a whole number from 1 to 20.")
    .default(contentLimits.defaultCount),
  includeWebContent: z.boolean({ error: "includeWebContent must be true or false." }).default(true),
});
export type ContentSuggestionsRequest = z.input<typeof contentSuggestionsRequestSchema>;

/** POST /api/content/web-research (`count` is ours; the spec's client sends interests only). */
export const webResearchRequestSchema = z.strictObject({
  interests: userInterestsSchema,
  count: z
    .number({ error: "count must be a whole number from 1 to 20." })
    .int("count must be a whole number from 1 to 20.")
    .min(1, "count must be a whole number from 1 to 20.")
    .max(contentLimits.maxCount, "count must be a whole number from 1 to 20.")
    .default(contentLimits.defaultResearchCount),
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
  maxLength: z
    .number({ error: "maxLength must be a whole number from 20 to 2000." })
    .int("maxLength must be a whole number from 20 to 2000.")
    .min(contentLimits.minSummaryLength, "maxLength must be a whole number from 20 to 2000.")
    .max(contentLimits.maxSummaryLength, "maxLength must be a whole number from 20 to 2000.")
    .default(contentLimits.defaultSummaryLength),
});
export type SummaryRequest = z.input<typeof summaryRequestSchema>;

/** POST /api/content/tags (`count` is ours: how many tags at most, default 5). */
export const tagsRequestSchema = z.strictObject({
  content: contentField,
  count: z
    .number({ error: "count must be a whole number from 1 to 20." })
    .int("count must be a whole number from 1 to 20.")
    .min(1, "count must be a whole number from 1 to 20.")
    .max(contentLimits.maxTagCount, "count must be a whole number from 1 to 20.")
    .default(contentLimits.defaultTagCount),
});
export type TagsRequest = z.input<typeof tagsRequestSchema>;

/**
 * One suggested item, as the spec's entity: id, type, title, description, tags and, for articles
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

/** The in-app page of an item, or its external address. */
export function contentHref(item: Pick<ContentSuggestion, "id" | "type" | "url">): string {
  return item.url ?? `/${item.type}s/${encodeURIComponent(item.id)}`;
}

/** The spec's `{ success, data, error }` replies, as its client reads them. */
export type ContentReply<T> =
  { success: true; data: T; error: null } | { success: false; data: T | null; error: string };
export type SuggestionsReply = ContentReply<Array<ContentSuggestion>>;
export type SummaryReply = ContentReply<{ summary: string; method: "local" | "ai" }>;
export type TagsReply = ContentReply<{ tags: Array<string>; method: "local" | "ai" }>;

/** The spec's client error texts for the content calls. */
export const contentClientMessages = {
  suggestionsFailed: "Failed to fetch content suggestions",
  suggestionsException: "An error occurred while fetching content suggestions.",
  suggestionsListError: "Something went wrong while fetching recommendations. Please try again later.",
  suggestionsEmpty: "No content recommendations available at this time. Please check back later.",
  researchFailed: "Failed to perform web research",
  researchException: "An error occurred while researching web content.",
  summaryFailed: "Failed to generate summary",
  tagsFailed: "Failed to generate tags",
} as const;
