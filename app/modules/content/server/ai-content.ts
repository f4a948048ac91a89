import type { UserInterests } from "#app/modules/content/schemas/recommendation-calls";
import type { IndexedItem } from "./content-index";
import type { LlmClient } from "./llm-client";
import { cutAtWord } from "./summarize";
import { termSet } from "./text";

/** What the model sees of a long text: enough for a summary, bounded in cost. */
const maxPromptChars = 12_000;

/** Removes a Markdown code fence or surrounding quotes a model may wrap its answer in. */
function unwrap(answer: string): string {
  return answer
    .trim()
    .replace(/^```[a-z]*\s*/i, "")
    .replace(/```$/, "")
    .trim()
    .replace(/^["'“](.*)["'”]$/s, "$1")
    .trim();
}

function parseJsonArray(answer: string): Array<unknown> | null {
  const text = unwrap(answer);
  const start = text.indexOf("[");
  const end = text.lastIndexOf("]");
  if (start < 0 || end <= start) return null;
  try {
    const value: unknown = JSON.parse(text.slice(start, end + 1));
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * A summary from the AI service, or null when it failed or answered nonsense: empty, markup, or
 * sharing too few words with the text it summarises. Fitted to `maxLength` at a word boundary.
 */
export async function aiSummary(llm: LlmClient, text: string, maxLength: number): Promise<string | null> {
  const answer = await llm.complete(
    [
      {
        role: "system",
        content:
          "You summarise text for a website. Answer with the summary only: plain sentences, no preamble, no markup, no quotes.",
      },
      {
        role: "user",
        content: `Summarise the following text in at most ${maxLength} characters.\n\n${text.slice(0, maxPromptChars)}`,
      },
    ],
    { maxTokens: Math.min(1000, Math.ceil(maxLength / 2) + 50) },
  );
  if (!answer) return null;
  const summary = unwrap(answer).replace(/\s+/g, " ");
  if (summary.length < 10 || /[<>{}[\]]|https?:/.test(summary)) return null;
  const source = termSet(text);
  const words = [...termSet(summary)];
  const shared = words.filter((word) => source.has(word)).length;
  if (words.length === 0 || shared / words.length < 0.25) return null;
  return cutAtWord(summary, maxLength);
}

/** Tags from the AI service: a JSON array of short phrases; null when anything about it is off. */
export async function aiTags(llm: LlmClient, text: string, count: number): Promise<Array<string> | null> {
  const answer = await llm.complete(
    [
      {
        role: "system",
        content:
          'You tag articles for a website about hiring, HR and technology. Answer with a JSON array of strings only, e.g. ["Remote Work", "AI"].',
      },
      {
        role: "user",
        content: `Give at most ${count} short topic tags (one to three words each) for this text.\n\n${text.slice(0, maxPromptChars)}`,
      },
    ],
    { maxTokens: 150 },
  );
  if (!answer) return null;
  const values = parseJsonArray(answer);
  if (!values) return null;
  const tags: Array<string> = [];
  for (const value of values) {
    if (typeof value !== "string") return null;
    const tag = value.replace(/\s+/g, " ").trim();
    const words = tag.split(" ").length;
    if (!tag || tag.length > 40 || words > 4 || !/\p{L}/u.test(tag) || /[<>{}[\]]/.test(tag)) return null;
    if (!tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  }
  return tags.length > 0 ? tags.slice(0, count) : null;
}

/**
 * The AI service's order of candidates the local ranking already chose (it can only reorder them,
 * never add an address). Candidates it leaves out keep their local order after the ones it named.
 */
export async function aiRerank(
  llm: LlmClient,
  interests: UserInterests,
  candidates: ReadonlyArray<IndexedItem>,
): Promise<Array<IndexedItem> | null> {
  if (candidates.length < 2) return null;
  const list = candidates.map((item) => ({ id: item.id, title: item.title, about: item.description.slice(0, 200) }));
  const answer = await llm.complete(
    [
      {
        role: "system",
        content:
          "You rank reading suggestions for a visitor. Answer with a JSON array of the ids, most useful first, and nothing else.",
      },
      {
        role: "user",
        content: `Visitor's interests: ${JSON.stringify(interests)}\n\nArticles: ${JSON.stringify(list)}`,
      },
    ],
    { maxTokens: 400 },
  );
  if (!answer) return null;
  const values = parseJsonArray(answer);
  if (!values) return null;
  const byId = new Map(candidates.map((item) => [item.id, item]));
  const ordered: Array<IndexedItem> = [];
  for (const value of values) {
    const item = typeof value === "string" ? byId.get(value) : undefined;
    if (!item) return null;
    if (!ordered.includes(item)) ordered.push(item);
  }
  if (ordered.length === 0) return null;
  return [...ordered, ...candidates.filter((item) => !ordered.includes(item))];
}
