import { expect, test } from "vitest";
import { buildBm25Index } from "./bm25";

const documents = [
  { title: "Remote work playbook", tags: "Teams", description: "How distributed teams agree on hours." },
  { title: "Interview guide", tags: "Remote Work", description: "Questions for hiring managers." },
  { title: "Hiring managers and budgets", tags: "Finance", description: "Remote work is mentioned once here." },
  { title: "Automation in recruiting", tags: "AI", description: "Recruiters automate scheduling." },
];
const index = buildBm25Index(documents, { title: 3, tags: 2, description: 1 });

function scores(query: string, allowed: Uint8Array | null = null): Array<number> {
  const out = new Float64Array(documents.length);
  index.scoreInto(query, out, 1, allowed);
  return [...out];
}

test("a match in the title outranks one in the tags, which outranks one in the description", () => {
  const [title, tags, description, none] = scores("Remote Work") as [number, number, number, number];
  expect(title).toBe(1);
  expect(title).toBeGreaterThan(tags);
  expect(tags).toBeGreaterThan(description);
  expect(description).toBeGreaterThan(0);
  expect(none).toBe(0);
});

test("stems and prefixes find other forms of a word; a one-letter typo in a long word still matches", () => {
  expect(scores("recruiter")[3]).toBeGreaterThan(0);
  expect(scores("automated")[3]).toBeGreaterThan(0);
  expect(scores("automaton")[3]).toBeGreaterThan(0);
  expect(scores("zebra")).toEqual([0, 0, 0, 0]);
});

test("scores add into the caller's array with the weight, relative to the best match, only where allowed", () => {
  const out = new Float64Array(documents.length);
  expect(index.scoreInto("hiring managers", out, 0.5, null)).toBeGreaterThan(0);
  expect(Math.max(...out)).toBeCloseTo(0.5);
  const onlyLast = scores("Remote Work", Uint8Array.from([0, 0, 1, 1]));
  expect(onlyLast).toEqual([0, 0, 1, 0]);
});
