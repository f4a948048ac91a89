import fc from "fast-check";
import { expect, test } from "vitest";
import { cutAtWord, summarize } from "./summarize";

/** True when `word` occurs in `text` not followed by another letter or digit (it was not cut short). */
function occursWhole(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    const next = text.charAt(at + word.length);
    if (!/[\p{L}\p{N}]/u.test(next)) return true;
  }
  return false;
}

const word = fc.stringMatching(/^[A-Za-z][a-z]{0,11}$/);
const sentence = fc
  .tuple(fc.array(word, { minLength: 1, maxLength: 18 }), fc.constantFrom(".", "!", "?", ""))
  .map(([words, end]) => `${words.join(" ")}${end}`);
const text = fc.array(sentence, { minLength: 1, maxLength: 12 }).map((sentences) => sentences.join(" "));

test("a summary is never longer than maxLength and never cuts a word", async () => {
  await fc.assert(
    fc.asyncProperty(text, fc.integer({ min: 20, max: 400 }), async (input, maxLength) => {
      const summary = await summarize(input, maxLength);
      if (summary === null) return;
      expect(summary.length).toBeLessThanOrEqual(maxLength);
      for (const part of summary.replace(/…$/, "").split(" ")) {
        if (part) expect(occursWhole(input, part), `${JSON.stringify(part)} in ${JSON.stringify(input)}`).toBe(true);
      }
    }),
    { numRuns: 150 },
  );
});

test("text that fits is returned whole; otherwise the most important sentences in their order", async () => {
  expect(await summarize("  One short   sentence. ", 150)).toBe("One short sentence.");
  const input =
    "Hiring teams use AI screening tools to shortlist candidates. The weather was pleasant. " +
    "AI screening tools rank candidates by skills, and hiring teams review every AI screening decision.";
  const summary = await summarize(input, 110);
  expect(summary).not.toContain("weather");
  expect(summary?.length).toBeLessThanOrEqual(110);
});

test("cutAtWord keeps whole words and ends with an ellipsis; null when no word fits", () => {
  expect(cutAtWord("Structured interviews reduce bias in hiring", 25)).toBe("Structured interviews…");
  expect(cutAtWord("Short", 25)).toBe("Short");
  expect(cutAtWord("Incomprehensibilities abound", 10)).toBeNull();
});
