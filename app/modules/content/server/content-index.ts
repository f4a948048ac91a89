import type { CatalogueItem } from "#app/content/content-catalogue";
import type { UserInterests } from "#app/modules/content/schemas/recommendation-calls";
import { buildBm25Index } from "./bm25";
import { termSet } from "./text";

/** How much a match on each kind of interest counts: topics above industries above roles and technologies. */
export const interestWeights: Record<keyof UserInterests, number> = {
  topics: 1,
  industries: 0.75,
  roles: 0.5,
  technologies: 0.5,
};

/** Field boosts of the BM25 ranking: a word in the title counts more than in the tags, more than in the text. */
export const fieldBoosts = { title: 3, tags: 2, description: 1 } as const;

/** Sources an index can be asked about. */
export type SourceFilter = "site" | "web" | "all";

export type IndexedItem = CatalogueItem & {
  /** Position in `items`, also the document number in the BM25 index. */
  key: number;
  /** What diversification compares: our own type, or "web" for articles from around the web. */
  kind: string;
  tagSet: Set<string>;
  /** Normalised terms of the title and tags, for the similarity between items. */
  terms: Set<string>;
  /** 0-1 from editorial weight and recency: the order when interests decide nothing. */
  prior: number;
};

export type ContentIndex = {
  items: ReadonlyArray<IndexedItem>;
  /** BM25 relevance of every item to the interests (0 = no match), indexed by `key`. */
  relevance: (interests: UserInterests, source: SourceFilter) => Float64Array;
  /** Items of the source, for the cold start. */
  ofSource: (source: SourceFilter) => ReadonlyArray<IndexedItem>;
};

const dayMs = 24 * 60 * 60 * 1000;

function priorOf(item: CatalogueItem, now: number): number {
  const published = Date.parse(item.date);
  const ageDays = Number.isNaN(published) ? 3650 : Math.max(0, (now - published) / dayMs);
  const recency = Math.exp(-ageDays / 365);
  return 0.6 * item.editorialWeight + 0.4 * recency;
}

/** Distinct interests with the weight of the strongest kind each one appears under. */
export function weightedInterests(interests: UserInterests): Array<{ text: string; weight: number }> {
  const byText = new Map<string, { text: string; weight: number }>();
  for (const kind of Object.keys(interestWeights) as Array<keyof UserInterests>) {
    for (const raw of interests[kind]) {
      const text = raw.trim();
      const key = text.toLowerCase();
      if (!text) continue;
      const existing = byText.get(key);
      if (!existing || existing.weight < interestWeights[kind])
        byText.set(key, { text, weight: interestWeights[kind] });
    }
  }
  return [...byText.values()];
}

/**
 * Indexes a catalogue once; each query then costs one BM25 scoring pass per interest. An interest's
 * scores are divided by its best score, so every interest counts in proportion to its weight
 * whatever the rarity of its words, and an item matching several interests adds them up. Items'
 * ages, for the recency prior, are counted up to `now`.
 */
export function buildContentIndex(catalogue: ReadonlyArray<CatalogueItem>, now: Date): ContentIndex {
  const items: Array<IndexedItem> = catalogue.map((item, key) => ({
    ...item,
    key,
    kind: item.source === "web" ? "web" : item.type,
    tagSet: new Set(item.tags.map((tag) => tag.toLowerCase())),
    terms: termSet(`${item.title} ${item.tags.join(" ")}`),
    prior: priorOf(item, now.getTime()),
  }));
  const search = buildBm25Index(
    items.map((item) => ({ title: item.title, tags: item.tags.join(" | "), description: item.description })),
    fieldBoosts,
  );
  const bySource: Record<SourceFilter, ReadonlyArray<IndexedItem>> = {
    all: items,
    site: items.filter((item) => item.source === "site"),
    web: items.filter((item) => item.source === "web"),
  };

  const masks: Record<"site" | "web", Uint8Array> = {
    site: Uint8Array.from(items, (item) => (item.source === "site" ? 1 : 0)),
    web: Uint8Array.from(items, (item) => (item.source === "web" ? 1 : 0)),
  };

  function relevance(interests: UserInterests, source: SourceFilter): Float64Array {
    const scores = new Float64Array(items.length);
    const allowed = source === "all" ? null : masks[source];
    for (const { text, weight } of weightedInterests(interests)) search.scoreInto(text, scores, weight, allowed);
    return scores;
  }

  return { items, relevance, ofSource: (source) => bySource[source] };
}
