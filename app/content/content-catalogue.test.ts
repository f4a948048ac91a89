import { expect, test } from "vitest";
import { blogArticleIndex } from "./blog-index";
import { canonicalArticleUrl, shippedWebItems, siteCatalogueItems, webItemId } from "./content-catalogue";
import { externalReading } from "./external-reading";
import { panelDiscussions, podcasts, videos } from "./media";

const blogCategories = [
  "HR Technology",
  "Future of Work",
  "Talent Mobility",
  "Leadership",
  "Employee Experience",
  "DEI",
  "Skills & Training",
  "Compliance",
];
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

test("the community page's media: 3 podcasts, 2 past panels and a few videos, each ready to embed", () => {
  expect(podcasts).toHaveLength(3);
  expect(panelDiscussions).toHaveLength(2);
  expect(videos.length).toBeGreaterThanOrEqual(3);
  for (const item of [...podcasts, ...panelDiscussions, ...videos]) {
    expect(item.title && item.description && item.videoId && item.link).toBeTruthy();
    expect(item.date).toMatch(isoDate);
    expect(item.tags.length).toBeGreaterThanOrEqual(3);
  }
});

test("blog articles use docs/product.md's categories; every site item has a unique id per type and an in-app path", () => {
  for (const article of blogArticleIndex) {
    expect(blogCategories).toContain(article.category);
    expect(article.date).toMatch(isoDate);
    expect(article.slug).toMatch(/^[a-z0-9-]+$/);
  }
  const items = siteCatalogueItems();
  expect(new Set(items.map((item) => `${item.type}/${item.id}`)).size).toBe(items.length);
  for (const item of items) expect(item.url).toBeNull();
});

test("15 to 30 shipped web articles with real https addresses, each its own item", () => {
  expect(externalReading.length).toBeGreaterThanOrEqual(15);
  expect(externalReading.length).toBeLessThanOrEqual(30);
  const items = shippedWebItems();
  expect(items).toHaveLength(externalReading.length);
  expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  for (const item of items) {
    expect(item.url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
    expect(item.publisher).toBeTruthy();
    expect(item.date).toMatch(isoDate);
  }
});

test("one article, one id: tracking parameters, fragments, host case and a trailing slash do not matter", () => {
  const id = webItemId(canonicalArticleUrl("https://news.example/a/b") ?? "");
  for (const variant of [
    "https://NEWS.example/a/b/",
    "https://news.example/a/b#comments",
    "https://news.example/a/b?utm_source=rss&utm_medium=feed",
  ]) {
    expect(webItemId(canonicalArticleUrl(variant) ?? "")).toBe(id);
  }
  expect(canonicalArticleUrl("javascript:alert(1)")).toBeNull();
  expect(canonicalArticleUrl("https://user:pw@news.example/")).toBeNull();
  expect(canonicalArticleUrl("not a url")).toBeNull();
});
