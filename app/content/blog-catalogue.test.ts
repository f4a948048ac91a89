import { expect, test } from "vitest";
import {
  categoriesWithCounts,
  featuredArticles,
  findArticle,
  formatArticleDate,
  recentArticles,
  relatedArticles,
} from "./blog-catalogue";
import { blogArticleIndex } from "./blog-index";

test("docs/product.md's category counts, in its order, never zero", () => {
  expect(categoriesWithCounts().map((c) => [c.name, c.count])).toEqual([
    ["HR Technology", 12],
    ["Future of Work", 8],
    ["Talent Mobility", 15],
    ["Leadership", 6],
    ["Employee Experience", 10],
    ["DEI", 7],
    ["Skills & Training", 9],
    ["Compliance", 5],
  ]);
});

test("featured and recent split the index without overlap, newest first", () => {
  const featured = featuredArticles();
  const recent = recentArticles();
  expect(featured).toHaveLength(2);
  expect(featured.length + recent.length).toBe(blogArticleIndex.length);
  expect(recent.some((a) => featured.includes(a))).toBe(false);
  expect(recent.map((a) => a.date)).toEqual([...recent.map((a) => a.date)].sort().reverse());
});

test("related articles: three others, the same category first", () => {
  for (const article of blogArticleIndex) {
    const related = relatedArticles(article.slug);
    expect(related).toHaveLength(3);
    expect(related.map((a) => a.slug)).not.toContain(article.slug);
    const sameCategory = blogArticleIndex.filter((a) => a.category === article.category && a.slug !== article.slug);
    if (sameCategory.length > 0) expect(related[0]?.category).toBe(article.category);
  }
  expect(relatedArticles("no-such-article")).toEqual([]);
});

test("dates read the same everywhere", () => {
  expect(formatArticleDate("2026-11-03")).toBe("November 3, 2026");
  expect(findArticle("nope")).toBeNull();
});
