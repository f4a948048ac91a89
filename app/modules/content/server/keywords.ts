import { analyse, type Token } from "./nlp";

const phraseParts = new Set(["ADJ", "NOUN", "PROPN"]);
const heads = new Set(["NOUN", "PROPN"]);
const maxTagLength = 40;
/** Adjectives that say little about a topic: dropped from the front of a phrase. */
const vagueAdjectives = new Set(
  "new real best better different practical small large big good great many few other same right first last next open plain whole main key certain".split(
    " ",
  ),
);

type Candidate = { key: string; words: Array<string>; display: string; count: number; firstAt: number };

/** "learning" in "machine learning", "computing" in "cloud computing": gerunds name things too. */
function isGerund(token: Token): boolean {
  return token.pos === "VERB" && token.normal.length > 5 && token.normal.endsWith("ing");
}

function isHead(token: Token): boolean {
  return heads.has(token.pos) || isGerund(token);
}

function isContentWord(token: Token): boolean {
  return (
    token.type === "word" &&
    !token.stopWord &&
    token.value.length >= 2 &&
    (phraseParts.has(token.pos) || isGerund(token))
  );
}

/** Capitals where the text had them (AI, MLOps), else Title Case. */
function displayWord(value: string): string {
  if (/[A-Z]/.test(value.slice(1)) || value === value.toUpperCase()) return value;
  return value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();
}

/**
 * Every window of two or three words of a run of adjectives and nouns that ends in a noun and does
 * not start with a vague adjective or a gerund, and each noun alone.
 */
function phrasesOf(tokens: Array<Token>): Array<Array<Token>> {
  const phrases: Array<Array<Token>> = [];
  let run: Array<Token> = [];
  const flush = () => {
    for (let end = 0; end < run.length; end++) {
      const last = run[end] as Token;
      if (!isHead(last)) continue;
      phrases.push([last]);
      for (const size of [2, 3]) {
        const start = end - size + 1;
        const first = run[start];
        // A gerund only ends a phrase ("machine learning"), it does not start one ("learning engineers").
        if (first && !vagueAdjectives.has(first.normal) && !isGerund(first)) phrases.push(run.slice(start, end + 1));
      }
    }
    run = [];
  };
  for (const token of tokens) {
    if (isContentWord(token)) run.push(token);
    else flush();
  }
  flush();
  return phrases;
}

/**
 * Keyword tags: noun phrases and nouns scored by how often they occur, longer phrases, phrases of
 * frequent words and earlier first mentions counting a little more; a phrase already covered by a
 * chosen tag is skipped.
 */
export async function extractTags(text: string, count: number): Promise<Array<string>> {
  const { sentences } = await analyse(text);
  const candidates = new Map<string, Candidate>();
  let position = 0;
  for (const sentence of sentences) {
    for (const phrase of phrasesOf(sentence.tokens)) {
      const words = phrase.map((token) => token.lemma.toLowerCase());
      const key = words.join(" ");
      const existing = candidates.get(key);
      if (existing) existing.count += 1;
      else
        candidates.set(key, {
          key,
          words,
          display: phrase.map((token) => displayWord(token.value)).join(" "),
          count: 1,
          firstAt: position,
        });
      position += 1;
    }
  }
  const total = Math.max(1, position);
  // How often each word occurs on its own: a phrase of words the text keeps returning to is a topic.
  const wordCount = new Map<string, number>();
  for (const candidate of candidates.values()) {
    if (candidate.words.length === 1) wordCount.set(candidate.key, candidate.count);
  }
  const wordWeight = (candidate: Candidate) =>
    candidate.words.reduce((sum, word) => sum + (wordCount.get(word) ?? 1), 0) / candidate.words.length;
  const ranked = [...candidates.values()]
    // A three-word phrase met once is usually a run of unrelated nouns; met twice it is a term.
    .filter(
      (candidate) => candidate.display.length <= maxTagLength && (candidate.words.length < 3 || candidate.count > 1),
    )
    .map((candidate) => ({
      candidate,
      score:
        candidate.count * (1 + 0.5 * (candidate.words.length - 1)) +
        0.3 * wordWeight(candidate) +
        0.5 * (1 - candidate.firstAt / total),
    }))
    .sort((a, b) => b.score - a.score || a.candidate.firstAt - b.candidate.firstAt);
  // A word met mostly inside a phrase is better said by the phrase ("AI Screening", not "AI").
  const inPhrases = new Map<string, number>();
  for (const candidate of candidates.values()) {
    if (candidate.words.length !== 2) continue;
    for (const word of candidate.words) inPhrases.set(word, Math.max(inPhrases.get(word) ?? 0, candidate.count));
  }
  const chosen: Array<Candidate> = [];
  for (const { candidate } of ranked) {
    if (chosen.length >= count) break;
    const word = candidate.words.length === 1 ? (candidate.words[0] as string) : null;
    if (word && (inPhrases.get(word) ?? 0) * 2 >= candidate.count) continue;
    const covered = chosen.some(
      (tag) =>
        tag.display.toLowerCase() === candidate.display.toLowerCase() ||
        candidate.words.every((word) => tag.words.includes(word)),
    );
    if (!covered) chosen.push(candidate);
  }
  return chosen.map((candidate) => candidate.display);
}
