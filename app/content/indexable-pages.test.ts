import { expect, test } from "vitest";
import { sharePreviewPath } from "#app/lib/seo";
import { blogArticleIndex } from "./blog-index";
import { blogCategories } from "./blog-categories";
import { breadcrumbTrail, indexablePage, indexablePages } from "./indexable-pages";
import { mediaItems } from "./media";
import { pageFor, publicPages } from "./routes-meta";
import { siteUrlFrom } from "./site";

test("every public page, article, category and media item is indexable once", () => {
  const paths = indexablePages().map((page) => page.path);
  expect(new Set(paths).size).toBe(paths.length);
  expect(paths).toHaveLength(publicPages.length + blogArticleIndex.length + blogCategories.length + mediaItems.length);
});

test("each page has a headline, a summary and the day it last changed; its preview file is its own", () => {
  const files = new Set<string>();
  for (const page of indexablePages()) {
    expect(page.title.length, page.path).toBeGreaterThan(3);
    expect(page.summary.length, page.path).toBeGreaterThan(20);
    expect(page.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(page.lastModified))).toBe(false);
    files.add(sharePreviewPath(page.path));
  }
  expect(files.size).toBe(indexablePages().length);
  expect(sharePreviewPath("/")).toBe("/og/home.png");
  expect(sharePreviewPath("/blog/category/dei")).toBe("/og/blog-category-dei.png");
});

test("a listing's last change is its own or its newest entry's, whichever is later", () => {
  const newest = (dates: Array<string>) => dates.sort().at(-1);
  expect(indexablePage("/blog")?.lastModified).toBe(
    newest([pageFor("/blog").lastModified, ...blogArticleIndex.map((a) => a.date)]),
  );
  expect(indexablePage("/shared-future")?.lastModified).toBe(
    newest([pageFor("/shared-future").lastModified, ...mediaItems.map((m) => m.date)]),
  );
  expect(indexablePage("/blog/category/hr-technology")?.lastModified).toBe(
    newest(blogArticleIndex.filter((a) => a.category === "HR Technology").map((a) => a.date)),
  );
});

test("articles and case studies carry the day they were published; the event its date and time with the zone", () => {
  expect(indexablePage("/case-study-int")).toMatchObject({ kind: "case-study", publishedOn: "2025-04-08" });
  expect(indexablePage("/gcc-panel")?.details).toEqual([
    "Virtual Panel Series",
    "Friday, September 26, 2025",
    "4:00 PM IST (India Standard Time, UTC+5:30)",
  ]);
  const article = indexablePage("/blog/ai-interview-platform-checklist");
  expect(article).toMatchObject({ kind: "article", publishedOn: "2026-11-12" });
  expect(article?.details[0]).toBe("HR Technology");
  expect(article?.details[1]).toMatch(/^\d+ min read$/);
});

test("breadcrumb trails run from the home page down to the page", () => {
  expect(breadcrumbTrail("/")).toEqual([{ name: "Home", path: "/" }]);
  expect(breadcrumbTrail("/podcasts/ai-in-talent-acquisition").map((step) => step.name)).toEqual([
    "Home",
    "Shared Future Community",
    "AI in Talent Acquisition: Beyond the Hype",
  ]);
  expect(breadcrumbTrail("/gitex").map((step) => step.path)).toEqual(["/", "/gitex"]);
  expect(breadcrumbTrail("/admin")).toEqual([]);
});

test("the site's address is PUBLIC_URL's origin when the site is built with one, else the placeholder", () => {
  expect(siteUrlFrom("https://talent.example.org/")).toBe("https://talent.example.org");
  expect(siteUrlFrom("https://talent.example.org:8443/path")).toBe("https://talent.example.org:8443");
  expect(siteUrlFrom(undefined)).toBe("https://www.northwind-talent.example");
  expect(siteUrlFrom("")).toBe("https://www.northwind-talent.example");
});
