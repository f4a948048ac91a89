import type { ContentSuggestion, UserInterests } from "#app/modules/content/schemas/recommendation-calls";
import type { Logger } from "#server/logger";
import { aiRerank, aiSummary, aiTags } from "./ai-content";
import type { ContentCatalogue } from "./catalogue";
import { extractTags } from "./keywords";
import type { LlmClient } from "./llm-client";
import { rankContent, toSuggestion } from "./recommend";
import { summarize } from "./summarize";

export type Method = "local" | "ai";

/** What the four content calls do, whatever transport asks. */
export type ContentService = {
  suggestions: (input: {
    interests: UserInterests;
    count: number;
    includeWebContent: boolean;
  }) => Promise<Array<ContentSuggestion>>;
  webResearch: (input: { interests: UserInterests; count: number }) => Promise<Array<ContentSuggestion>>;
  summary: (content: string, maxLength: number) => Promise<{ summary: string; method: Method } | null>;
  tags: (content: string, count: number) => Promise<{ tags: Array<string>; method: Method }>;
};

/** Candidates the AI service may reorder in web research. */
const rerankPool = 12;

export function createContentService(deps: {
  catalogue: ContentCatalogue;
  llm: LlmClient | null;
  logger: Logger;
}): ContentService {
  const { catalogue, llm } = deps;
  return {
    suggestions: async ({ interests, count, includeWebContent }) => {
      const index = await catalogue.index();
      return rankContent(index, { interests, count, source: includeWebContent ? "all" : "site" }).map(toSuggestion);
    },
    webResearch: async ({ interests, count }) => {
      const index = await catalogue.index();
      const local = rankContent(index, { interests, count: llm ? Math.max(count, rerankPool) : count, source: "web" });
      const ordered = (llm ? await aiRerank(llm, interests, local) : null) ?? local;
      return ordered.slice(0, count).map(toSuggestion);
    },
    summary: async (content, maxLength) => {
      const fromAi = llm ? await aiSummary(llm, content, maxLength) : null;
      if (fromAi) return { summary: fromAi, method: "ai" };
      const local = await summarize(content, maxLength);
      return local === null ? null : { summary: local, method: "local" };
    },
    tags: async (content, count) => {
      const fromAi = llm ? await aiTags(llm, content, count) : null;
      if (fromAi) return { tags: fromAi, method: "ai" };
      return { tags: await extractTags(content, count), method: "local" };
    },
  };
}
