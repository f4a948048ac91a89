import { analyse } from "./nlp";

const ellipsis = "…";

/**
 * The longest run of whole words from the start of `text` that fits `maxLength` together with a
 * closing ellipsis; null when not even the first word fits. Never cuts inside a word.
 */
export function cutAtWord(text: string, maxLength: number): string | null {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= maxLength) return clean;
  let kept = "";
  for (const word of clean.split(" ")) {
    const next = kept ? `${kept} ${word}` : word;
    if (next.length + ellipsis.length > maxLength) break;
    kept = next;
  }
  if (!kept) return null;
  return `${kept.replace(/[\s,;:–—-]+$/u, "")}${ellipsis}`;
}

/**
 * An extractive summary: the most important sentences (wink-nlp's sentence-wise importance) that
 * fit in `maxLength` characters, kept in their original order. Text that already fits is returned
 * whole; when no sentence fits, the most important one is cut at a word boundary with an ellipsis.
 * Null when the text has no word short enough to fit at all.
 */
export async function summarize(text: string, maxLength: number): Promise<string | null> {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= maxLength) return clean;
  const { sentences } = await analyse(clean);
  const order = sentences
    .map((sentence, index) => ({ index, importance: sentence.importance, length: sentence.text.length }))
    .filter((entry) => entry.length > 0)
    .sort((a, b) => b.importance - a.importance || a.index - b.index);
  const chosen: Array<number> = [];
  let total = 0;
  // Leftover room is not filled with sentences that carry little of the text's content.
  const floor = 0.3 * (order[0]?.importance ?? 0);
  for (const entry of order) {
    if (chosen.length > 0 && entry.importance < floor) break;
    const added = entry.length + (chosen.length > 0 ? 1 : 0);
    if (total + added > maxLength) continue;
    chosen.push(entry.index);
    total += added;
  }
  if (chosen.length > 0) {
    return chosen
      .sort((a, b) => a - b)
      .map((index) => sentences[index]?.text ?? "")
      .join(" ");
  }
  for (const entry of order) {
    const cut = cutAtWord(sentences[entry.index]?.text ?? "", maxLength);
    if (cut) return cut;
  }
  return null;
}
