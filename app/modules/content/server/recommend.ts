import type { ContentSuggestion, UserInterests } from "#app/modules/content/schemas/recommendation-calls";
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

/**
 * The `limit` best items of the pool by `scoreOf` (skipping items it scores at or below 0 when
 * `positiveOnly`), best first. A bounded insertion list: the pool has thousands of items, the
 * list a few dozen, and nothing is allocated for the items left out.
 */
function best(
  pool: ReadonlyArray<IndexedItem>,
  scoreOf: (item: IndexedItem) => number,
  limit: number,
  keep: (item: IndexedItem) => boolean,
): Array<Scored> {
  const top: Array<Scored> = [];
  for (const item of pool) {
    if (!keep(item)) continue;
    const score = scoreOf(item);
    if (top.length === limit && score <= (top[limit - 1] as Scored).score) continue;
    let at = top.length;
    while (at > 0 && (top[at - 1] as Scored).score < score) at--;
    top.splice(at, 0, { item, score });
    if (top.length > limit) top.pop();
  }
  return top;
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
  const isMatched = (item: IndexedItem) => (relevance[item.key] as number) > 0;
  const candidates = best(
    pool,
    (item) => (relevance[item.key] as number) + priorShare * item.prior,
    candidatePoolSize(count),
    isMatched,
  );
  let chosen = maximalMarginalRelevance(candidates, count, { lambda: options.lambda });
  chosen = ensureMixedKinds(chosen, candidates);
  if (chosen.length < count) {
    const unmatched = best(
      pool,
      (item) => item.prior,
      candidatePoolSize(count),
      (item) => !isMatched(item),
    );
    const fill = maximalMarginalRelevance(unmatched, count - chosen.length, {
      lambda: options.lambda,
      alreadyTaken: chosen,
    });
    // The fill decides the last place, so a list that came out all of one kind takes another
    // kind there from the unmatched items: a cold start is a sampler of what the site publishes.
    if (fill.length > 0) chosen = ensureMixedKinds([...chosen, ...fill], unmatched);
    else chosen = [...chosen, ...fill];
  }
  return chosen.map((entry) => entry.item);
}

/** The reply shape of one item (docs/product.md's content suggestion). */
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
