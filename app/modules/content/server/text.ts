/**
 * The words of the ranking: one tokenizer and one term normaliser for the index, the queries and
 * the similarity between items, so "recruiters", "recruiting" and "recruitment" meet as one term.
 */

const stopWords = new Set(
  (
    "a about above after again against all am an and any are as at be because been before being below between both " +
    "but by can could did do does doing down during each few for from further had has have having he her here hers " +
    "how i if in into is its itself just me more most my no nor not now of off on once only or other our ours out " +
    "over own same she should so some such than that the their theirs them then there these they this those through " +
    "to too under until up very was we were what when where which while who whom why will with would you your yours " +
    "yourself also across via per new using use used way ways within without"
  ).split(" "),
);

/** Words whose ending only looks like a suffix. */
const keepAsIs = new Set(["career", "never", "offer", "number", "cluster", "power", "water", "other", "paper", "user"]);

/**
 * Splits on anything but letters and digits. "IT" in capitals is the industry, not the pronoun
 * (which is a stop word), so it becomes "information technology".
 */
export function tokenize(text: string): Array<string> {
  const tokens: Array<string> = [];
  for (const raw of text.split(/[^\p{L}\p{N}]+/u)) {
    if (raw === "") continue;
    if (raw === "IT") tokens.push("information", "technology");
    else tokens.push(raw);
  }
  return tokens;
}

function strip(word: string, suffix: string, minStem: number): string | null {
  return word.endsWith(suffix) && word.length - suffix.length >= minStem ? word.slice(0, -suffix.length) : null;
}

/** A small, predictable English stemmer: plurals, then -ment, -ing, -ed, -er, then a final -e. */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || keepAsIs.has(w)) return w;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/[sui]s$/.test(w)) w = w.slice(0, -1);
  if (keepAsIs.has(w)) return w;
  w = strip(w, "ment", 4) ?? strip(w, "ing", 3) ?? strip(w, "ed", 3) ?? w;
  if (!keepAsIs.has(w)) w = strip(w, "er", 4) ?? w;
  return strip(w, "e", 3) ?? w;
}

/** Lower case, stemmed; null for stop words and lone characters (the index skips them). */
export function normalizeTerm(term: string): string | null {
  const lower = term.toLowerCase().replace(/['’]s$/, "");
  if (lower.length < 2 || stopWords.has(lower)) return null;
  return stem(lower);
}

/** The distinct normalised terms of a text. */
export function termSet(text: string): Set<string> {
  const terms = new Set<string>();
  for (const token of tokenize(text)) {
    const term = normalizeTerm(token);
    if (term) terms.add(term);
  }
  return terms;
}

export function isStopWord(word: string): boolean {
  return stopWords.has(word.toLowerCase());
}

/** |A ∩ B| / |A ∪ B|, 0 for two empty sets. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const value of small) if (large.has(value)) shared += 1;
  return shared / (a.size + b.size - shared);
}
