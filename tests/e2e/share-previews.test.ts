import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { indexablePages } from "#app/content/indexable-pages";
import { sharePreviewPath } from "#app/lib/seo";
import { metaContent, useBuiltPages } from "#tests/support/built-pages";

// docs/product.md#share-previews-and-search: every indexable page has its own preview image, made
// at build time, and the tags that networks read to show it.
const site = useBuiltPages();
const origin = "https://www.northwind-talent.example";

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test("the sitemap lists exactly the indexable pages, each with the day it last changed", async () => {
  const listed = await site.sitemap();
  const pages = indexablePages();
  expect(listed.map((entry) => entry.path).sort()).toEqual(pages.map((page) => page.path).sort());
  expect(listed).toHaveLength(42);
  for (const entry of listed) expect(entry.lastModified, entry.path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const article = listed.find((entry) => entry.path === "/blog/ai-interview-platform-checklist");
  expect(article?.lastModified).toBe("2026-11-12");
  for (const path of listed.map((entry) => entry.path)) expect((await site.get(path)).status, path).toBe(200);
});

test("every indexable page has its own 1200×630 PNG preview under 300 KB, and the tags that show it", async () => {
  const hashes = new Map<string, string>();
  for (const page of indexablePages()) {
    const html = await site.html(page.path);
    const image = `${origin}${sharePreviewPath(page.path)}`;
    expect(metaContent(html, "og:image"), page.path).toBe(image);
    expect(metaContent(html, "twitter:image")).toBe(image);
    expect(metaContent(html, "og:image:width")).toBe("1200");
    expect(metaContent(html, "og:image:height")).toBe("630");
    expect(metaContent(html, "og:image:alt")).toContain(page.title);
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    expect(html).toContain(`<link rel="canonical" href="${origin}${page.path}"/>`);
    expect(metaContent(html, "og:url")).toBe(`${origin}${page.path}`);
    const published = page.kind === "article" || page.kind === "case-study";
    expect(metaContent(html, "og:type"), page.path).toBe(published ? "article" : "website");
    expect(metaContent(html, "article:published_time")).toBe(published ? page.publishedOn : null);

    const response = await site.get(sharePreviewPath(page.path));
    expect(response.status, page.path).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await response.arrayBuffer());
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.length, page.path).toBeLessThan(300 * 1024);
    const hash = createHash("sha256").update(png).digest("hex");
    expect(hashes.get(hash), `${page.path} has the same image as`).toBeUndefined();
    hashes.set(hash, page.path);
  }
  expect(hashes.size).toBe(42);
});

test("the event's preview names its date and time with the time zone; an article's its category and reading time", async () => {
  const event = await site.html("/gcc-panel");
  expect(metaContent(event, "og:image:alt")).toBe(
    "Shared Future 5.0: Redefining Talent, Culture and Leadership. Virtual Panel Series · Friday, September 26, 2025 · 4:00 PM IST (India Standard Time, UTC+5:30)",
  );
  const article = await site.html("/blog/ai-interview-platform-checklist");
  expect(metaContent(article, "og:image:alt")).toMatch(/ HR Technology · \d+ min read$/);
});

test("private pages keep the site's common image and stay out of search engines", async () => {
  const notFound = await (await site.get("/no-such-page")).text();
  expect(metaContent(notFound, "og:image")).toBe(`${origin}/og-image.png`);
  expect(metaContent(notFound, "robots")).toBe("noindex, nofollow");
  expect((await site.get("/og/no-such-page.png")).status).toBe(404);
});
