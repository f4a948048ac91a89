/**
 * The content calls' constants, without zod: the recommendations page imports these, and a schema
 * module would bring the validation library into its chunk. `recommendation-calls.ts` re-exports them.
 */

/** The kinds of item docs/product.md's content suggestion names; an item's in-app page is `/{type}s/{id}`. */
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

/** The four lists of a visitor's interests. */
export const interestKinds = ["industries", "roles", "technologies", "topics"] as const;
export type InterestKind = (typeof interestKinds)[number];
export type InterestLists = Record<InterestKind, Array<string>>;

/** docs/product.md's defaults for a first visit. */
export const defaultInterests: InterestLists = {
  industries: ["Technology", "HR Services"],
  roles: ["Tech Recruiter", "HR Manager"],
  technologies: ["AI", "Machine Learning", "Cloud Computing"],
  topics: ["Talent Acquisition", "Remote Work", "Employee Experience"],
};

/** 'Trending in Your Industry' asks with these fixed interests. */
export const trendingInterests: InterestLists = {
  industries: ["Technology"],
  roles: [],
  technologies: [],
  topics: ["Tech Hiring", "Career Development"],
};

/** The in-app page of an item, or its external address. */
export function contentHref(item: { id: string; type: ContentType; url?: string | null }): string {
  return item.url ?? `/${item.type}s/${encodeURIComponent(item.id)}`;
}

/** docs/product.md's client error texts (docs/product.md#content-messages). */
export const contentClientMessages = {
  suggestionsFailed: "Failed to fetch content suggestions",
  suggestionsException: "An error occurred while fetching content suggestions.",
  suggestionsListError: "Something went wrong while fetching recommendations. Please try again later.",
  suggestionsEmpty: "No content recommendations available at this time. Please check back later.",
  researchFailed: "Failed to perform web research",
  researchException: "An error occurred while researching web content.",
} as const;
