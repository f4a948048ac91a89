import type { ContentSuggestion, UserInterests } from "#app/schemas/content";
import type { ContentIndex, IndexedItem, SourceFilter } from "./content-index";
import { ensureMixedKinds, maximalMarginalRelevance, type Scored } from "./diversify";

export type RankOptions = {
  interests: UserInterests;
  count: number;
  source: SourceFilter;
  lambda?: number;
};

/** Editorial weight and recency only break near-ties among items that match the interests. */
const priorShare = 0.1;

function candidatePoolSize(count: number): number {
  return Math.max(count * 5, 25);
}

/** The `limit` best by score, best first (a full sort of a few thousand numbers is cheap enough). */
function best(scored: Array<Scored>, limit: number): Array<Scored> {
  return scored.sort((a, b) => b.score - a.score || a.item.key - b.item.key).slice(0, limit);
}

/**
 * The items to suggest, best first: BM25 relevance to the interests, diversified with MMR so no
 * single kind or theme fills the list; when fewer than `count` items match (or none does, the cold
 * start), the rest are the most editorially weighted and recent items, diversified the same way.
 * Never empty while the source has items.
 */
export function rankContent(index: ContentIndex, options: RankOptions): Array<IndexedItem> {
  const { count, source } = options;
  const relevance = index.relevance(options.interests, source);
  const pool = index.ofSource(source);
  const matched: Array<Scored> = [];
  const unmatched: Array<Scored> = [];
  for (const item of pool) {
    const score = relevance[item.key] as number;
    if (score > 0) matched.push({ item, score: score + priorShare * item.prior });
    else unmatched.push({ item, score: item.prior });
  }
  const candidates = best(matched, candidatePoolSize(count));
  let chosen = maximalMarginalRelevance(candidates, count, { lambda: options.lambda });
  chosen = ensureMixedKinds(chosen, candidates);
  if (chosen.length < count) {
    const fill = maximalMarginalRelevance(best(unmatched, candidatePoolSize(count)), count - chosen.length, {
      lambda: options.lambda,
      alreadyTaken: chosen,
    });
    chosen = [...chosen, ...fill];
  }
  return chosen.map((entry) => entry.item);
}

/** The reply shape of one item (the spec's content suggestion). */
export function toSuggestion(item: IndexedItem): ContentSuggestion {
  return {
    id: item.id,
    type: item.type,
    title: item.title,
    description: item.description,
    tags: item.tags,
    ...(item.url ? { url: item.url } : {}),
    source: item.source,
    date: item.date,
    ...(item.publisher ? { publisher: item.publisher } : {}),
  };
}
