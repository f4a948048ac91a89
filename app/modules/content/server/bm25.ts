import { normalizeTerm, tokenize } from "./text";

/**
 * A small BM25+ full-text index over a few fields with boosts, built for one job: score every
 * document against a short query many times a second. Postings are typed arrays, a query adds into
 * one Float64Array, and nothing is allocated per matching document (MiniSearch, which we used first,
 * builds an object per match, which cost more than the ranking itself: docs/decisions/006).
 * Scoring follows MiniSearch's: BM25+ with k=1.2, b=0.7, δ=0.5, summed over fields times the field's
 * boost; prefix and one-edit fuzzy expansions count less; the sum is multiplied by the number of
 * query terms matched, so a document matching more of the query ranks above one matching a part.
 */

export type FieldSpec<F extends string> = Record<F, number>;

type Postings = { docs: Int32Array; tfs: Float32Array };

/** `norms[doc]` is BM25's k·(1 − b + b·length/averageLength) of the field, computed once. */
type FieldIndex = { postings: Map<string, Postings>; norms: Float32Array };

const k = 1.2;
const b = 0.7;
const delta = 0.5;
const prefixWeight = 0.375;
const fuzzyWeight = 0.45;

export type Bm25Index = {
  size: number;
  /**
   * Adds `weight` × BM25 of `query` to `scores` for documents where `allowed` is 1 (or all), and
   * returns the best score the query gave any allowed document (0 when none matched).
   */
  scoreInto: (query: string, scores: Float64Array, weight: number, allowed: Uint8Array | null) => number;
};

/** Whether a and b differ by at most one insertion, deletion or substitution. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

export function buildBm25Index<F extends string>(
  documents: ReadonlyArray<Record<F, string>>,
  boosts: FieldSpec<F>,
): Bm25Index {
  const fields = Object.keys(boosts) as Array<F>;
  const size = documents.length;
  const index = new Map<F, FieldIndex>();
  const vocabulary = new Set<string>();
  for (const field of fields) {
    const lists = new Map<string, { docs: Array<number>; tfs: Array<number> }>();
    const lengths = new Float32Array(size);
    let total = 0;
    documents.forEach((document, doc) => {
      const counts = new Map<string, number>();
      for (const token of tokenize(document[field])) {
        const term = normalizeTerm(token);
        if (term) counts.set(term, (counts.get(term) ?? 0) + 1);
      }
      let length = 0;
      for (const [term, tf] of counts) {
        let list = lists.get(term);
        if (!list) lists.set(term, (list = { docs: [], tfs: [] }));
        list.docs.push(doc);
        list.tfs.push(tf);
        length += tf;
        vocabulary.add(term);
      }
      lengths[doc] = length;
      total += length;
    });
    const postings = new Map<string, Postings>();
    for (const [term, list] of lists) {
      postings.set(term, { docs: Int32Array.from(list.docs), tfs: Float32Array.from(list.tfs) });
    }
    const averageLength = size > 0 ? total / size || 1 : 1;
    const norms = Float32Array.from(lengths, (length) => k * (1 - b + (b * length) / averageLength));
    index.set(field, { postings, norms });
  }
  const sortedTerms = [...vocabulary].sort();

  /** The indexed terms a query term stands for, with the weight of each kind of match. */
  function expand(term: string): Array<{ term: string; weight: number }> {
    const found: Array<{ term: string; weight: number }> = [];
    if (vocabulary.has(term)) found.push({ term, weight: 1 });
    if (term.length >= 5) {
      let low = 0;
      let high = sortedTerms.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if ((sortedTerms[mid] as string) < term) low = mid + 1;
        else high = mid;
      }
      for (let i = low; i < sortedTerms.length && (sortedTerms[i] as string).startsWith(term); i++) {
        const longer = sortedTerms[i] as string;
        if (longer === term) continue;
        const distance = longer.length - term.length;
        found.push({ term: longer, weight: (prefixWeight * term.length) / (term.length + 0.3 * distance) });
      }
    }
    if (term.length >= 8 && found.length === 0) {
      for (const candidate of sortedTerms) {
        if (withinOneEdit(term, candidate)) found.push({ term: candidate, weight: fuzzyWeight });
      }
    }
    return found;
  }

  // Scratch space reused by every query: no allocation per matching document.
  const matchedTerms = new Uint8Array(size);
  const queryScores = new Float64Array(size);
  const lastTerm = new Int32Array(size);
  const touched = new Int32Array(size);
  let termStamp = 0;

  function scoreInto(query: string, scores: Float64Array, weight: number, allowed: Uint8Array | null): number {
    const terms = [...new Set(tokenize(query).map(normalizeTerm))].filter((t): t is string => t !== null);
    if (terms.length === 0) return 0;
    let touchedCount = 0;
    for (const queryTerm of terms) {
      termStamp += 1;
      for (const { term, weight: matchWeight } of expand(queryTerm)) {
        for (const field of fields) {
          const fieldIndex = index.get(field) as FieldIndex;
          const postings = fieldIndex.postings.get(term);
          if (!postings) continue;
          const n = postings.docs.length;
          const idf = Math.log(1 + (size - n + 0.5) / (n + 0.5));
          const factor = idf * boosts[field] * matchWeight;
          const { docs, tfs } = postings;
          const norms = fieldIndex.norms;
          for (let p = 0; p < n; p++) {
            const doc = docs[p] as number;
            if (allowed && allowed[doc] === 0) continue;
            const tf = tfs[p] as number;
            if (matchedTerms[doc] === 0) touched[touchedCount++] = doc;
            queryScores[doc] =
              (queryScores[doc] as number) + factor * (delta + (tf * (k + 1)) / (tf + (norms[doc] as number)));
            if (lastTerm[doc] !== termStamp) {
              lastTerm[doc] = termStamp;
              matchedTerms[doc] = (matchedTerms[doc] as number) + 1;
            }
          }
        }
      }
    }
    let best = 0;
    for (let i = 0; i < touchedCount; i++) {
      const doc = touched[i] as number;
      const score = (queryScores[doc] as number) * (matchedTerms[doc] as number);
      queryScores[doc] = score;
      if (score > best) best = score;
    }
    const scale = best > 0 ? weight / best : 0;
    for (let i = 0; i < touchedCount; i++) {
      const doc = touched[i] as number;
      scores[doc] = (scores[doc] as number) + (queryScores[doc] as number) * scale;
      queryScores[doc] = 0;
      matchedTerms[doc] = 0;
    }
    return best;
  }

  return { size, scoreInto };
}
