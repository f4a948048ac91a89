import type { IndexedItem } from "./content-index";
import { jaccard } from "./text";

/** Trade-off of maximal marginal relevance: 1 ranks by relevance only, 0 by novelty only. */
export const defaultLambda = 0.7;

/**
 * How alike two items are, 0-1: shared tags, shared title and tag terms, and the same kind
 * (podcast, panel, video, our blog, web article), so neither one theme nor one kind fills a list.
 */
export function similarity(a: IndexedItem, b: IndexedItem): number {
  return 0.45 * jaccard(a.tagSet, b.tagSet) + 0.3 * jaccard(a.terms, b.terms) + (a.kind === b.kind ? 0.2 : 0);
}

export type Scored = { item: IndexedItem; score: number };

/**
 * Maximal marginal relevance (Carbonell & Goldstein, 1998): repeatedly take the candidate with the
 * best λ·relevance − (1−λ)·(its highest similarity to what is already taken). Relevance is scaled
 * to 0-1 by the best candidate, so λ means the same for every query. `alreadyTaken` items count as
 * chosen for novelty but are not returned (filling a list that is partly decided).
 */
export function maximalMarginalRelevance(
  candidates: ReadonlyArray<Scored>,
  count: number,
  options: { lambda?: number; alreadyTaken?: ReadonlyArray<Scored> } = {},
): Array<Scored> {
  const lambda = options.lambda ?? defaultLambda;
  const top = candidates.reduce((max, candidate) => Math.max(max, candidate.score), 0) || 1;
  const pool = [...candidates];
  const chosen: Array<Scored> = [];
  const closest = new Float64Array(pool.length);
  for (const taken of options.alreadyTaken ?? []) {
    for (let i = 0; i < pool.length; i++) {
      closest[i] = Math.max(closest[i] as number, similarity((pool[i] as Scored).item, taken.item));
    }
  }
  while (chosen.length < count && pool.length > 0) {
    let bestIndex = 0;
    let bestValue = -Infinity;
    for (let i = 0; i < pool.length; i++) {
      const candidate = pool[i] as Scored;
      const value = lambda * (candidate.score / top) - (1 - lambda) * (closest[i] as number);
      if (value > bestValue) {
        bestValue = value;
        bestIndex = i;
      }
    }
    const [picked] = pool.splice(bestIndex, 1) as [Scored];
    closest.copyWithin(bestIndex, bestIndex + 1);
    chosen.push(picked);
    for (let i = 0; i < pool.length; i++) {
      const s = similarity((pool[i] as Scored).item, picked.item);
      if (s > (closest[i] as number)) closest[i] = s;
    }
  }
  return chosen;
}

/**
 * A list of two or more that came out all of one kind while another kind also matched gets its
 * last place given to the most relevant item of another kind: MMR alone makes this unlikely, this
 * makes it certain.
 */
export function ensureMixedKinds(chosen: Array<Scored>, candidates: ReadonlyArray<Scored>): Array<Scored> {
  if (chosen.length < 2) return chosen;
  const kind = chosen[0]?.item.kind;
  if (chosen.some((entry) => entry.item.kind !== kind)) return chosen;
  let other: Scored | null = null;
  for (const candidate of candidates) {
    if (candidate.item.kind !== kind && (!other || candidate.score > other.score)) other = candidate;
  }
  return other ? [...chosen.slice(0, -1), other] : chosen;
}
