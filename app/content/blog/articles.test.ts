import { expect, test } from "vitest";
import { articleReadingMinutes, blogArticleIndex, featuredArticleSlugs } from "#app/content/blog-index";
import { blogCategories } from "#app/content/blog-categories";
import { blogIndexOf, readArticleFiles } from "./article-files";
import { ArticleError, renderArticle, tableOfContents } from "./render-article";

const articles = readArticleFiles();

test("at least the listing's articles exist: 2 featured and more than 6 recent, so Load More has work", () => {
  expect(articles.length).toBeGreaterThanOrEqual(9);
  expect(articles.filter((a) => a.frontMatter.featured)).toHaveLength(2);
});

test.each(articles.map((a) => [a.slug, a] as const))("%s: 500-900 words, sections, a sanitised body", (_slug, a) => {
  expect(a.words).toBeGreaterThanOrEqual(500);
  expect(a.words).toBeLessThanOrEqual(900);
  expect(a.toc.filter((entry) => entry.depth === 2).length).toBeGreaterThanOrEqual(3);
  expect(a.html).not.toMatch(/<script|<style|<iframe|\son\w+=|javascript:/i);
  expect(a.html).not.toContain("<h1");
  for (const entry of a.toc) expect(a.html).toContain(`id="${entry.id}"`);
});

test("app/content/blog-index.ts matches the articles' front matter (else run npm run blog:index)", () => {
  const fresh = blogIndexOf(articles);
  expect(blogArticleIndex).toEqual(fresh.index);
  expect(featuredArticleSlugs).toEqual(fresh.featured);
  expect(articleReadingMinutes).toEqual(fresh.minutes);
});

test("every category has at least one article, so no category link leads to an empty page", () => {
  for (const category of blogCategories) {
    expect(
      articles.some((a) => a.frontMatter.category === category.name),
      category.name,
    ).toBe(true);
  }
});

test("long pieces get a table of contents, short ones do not", () => {
  const withToc = articles.filter((a) => tableOfContents(a).length > 0);
  expect(withToc.length).toBeGreaterThan(0);
  expect(withToc.length).toBeLessThan(articles.length);
});

const frontMatter = `---
title: "A test article about hiring"
excerpt: "An excerpt long enough to pass the schema's lower bound of sixty characters, for the test."
author: Ananya Rao
date: "2026-01-02"
category: DEI
tags: [One, Two]
---
`;

test("the pipeline strips scripts, event handlers and javascript: links from an article", () => {
  const { html } = renderArticle(
    `${frontMatter}
## Section

<script>alert(1)</script>
<img src="x.png" onerror="alert(2)">
[click](javascript:alert(3)) and <a href="https://example.com" onclick="alert(4)">out</a>
<iframe src="https://example.com"></iframe>
`,
    "test.md",
  );
  expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
  expect(html).toContain('<h2 id="section">Section</h2>');
});

test("external links open in a new tab without opener access", () => {
  const { html } = renderArticle(`${frontMatter}\nSee [the law](https://example.com/law).\n`, "test.md");
  expect(html).toContain('<a href="https://example.com/law" target="_blank" rel="noopener noreferrer">the law</a>');
});

test("bad front matter and a second h1 are refused with the file and field named", () => {
  expect(() => renderArticle(frontMatter.replace("DEI", "Gardening"), "bad.md")).toThrow(/bad\.md: category/);
  expect(() => renderArticle(frontMatter.replace("Ananya Rao", "Nobody"), "bad.md")).toThrow(/author/);
  expect(() => renderArticle(`${frontMatter}\n# Title again\n`, "h1.md")).toThrow(ArticleError);
  expect(() => renderArticle("No front matter", "none.md")).toThrow(/no front matter/);
});
