import { expect, test } from "vitest";
import { extractTags } from "./keywords";

test("tags are the text's repeated noun phrases, whole and without repeats", async () => {
  const tags = await extractTags(
    "Machine learning engineers build machine learning systems. Cloud computing costs money, and cloud computing skills are rare. " +
      "Hiring managers test machine learning skills with practical exercises.",
    4,
  );
  expect(tags.slice(0, 2).sort()).toEqual(["Cloud Computing", "Machine Learning"]);
  expect(new Set(tags.map((tag) => tag.toLowerCase())).size).toBe(tags.length);
});

test("capitals are kept where the text has them, at most `count` tags, none for text without nouns", async () => {
  const tags = await extractTags("MLOps teams automate AI deployments. MLOps practices keep AI models healthy.", 2);
  expect(tags).toHaveLength(2);
  expect(tags.join(" ")).toMatch(/MLOps|AI/);
  expect(await extractTags("and the of to", 5)).toEqual([]);
});
