import { parseFeed } from "@rowanmanning/feed-parser";
import { expect, test } from "vitest";
import { blogArticleIndex } from "#app/content/blog-index";
import { openAsVisitor } from "#tests/support/e2e-forms";
import { useSite } from "#tests/support/site";

const site = useSite();

const recentCards = (page: import("playwright-core").Page) => page.locator("#recent li:not([hidden]) article");

test("the listing: hero, two featured articles with authors, six recent, docs/product.md's category counts, Stay Updated", async () => {
  const { page } = await openAsVisitor(site, "/blog");
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Our Blog");
  const featured = page.locator("#featured article");
  expect(await featured.count()).toBe(2);
  for (const card of await featured.all()) {
    expect(await card.getByRole("link").count()).toBe(1);
    expect(await card.locator("[data-author]").textContent()).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
  }
  expect(await recentCards(page).count()).toBe(6);
  const categories = await page
    .locator("#categories a")
    .evaluateAll((links) =>
      links.map((link) => [
        link.querySelector("[data-name]")?.textContent,
        link.querySelector("[data-count]")?.textContent,
      ]),
    );
  expect(categories).toEqual([
    ["HR Technology", "12 articles"],
    ["Future of Work", "8 articles"],
    ["Talent Mobility", "15 articles"],
    ["Leadership", "6 articles"],
    ["Employee Experience", "10 articles"],
    ["DEI", "7 articles"],
    ["Skills & Training", "9 articles"],
    ["Compliance", "5 articles"],
  ]);
  const newsletter = page.locator("#newsletter");
  await newsletter.getByRole("heading", { name: "Stay Updated" }).waitFor();
  await newsletter.getByLabel("Full Name").waitFor();
  await newsletter.getByLabel("Email Address").waitFor();
  expect(await newsletter.getByRole("button", { name: "Subscribe" }).count()).toBe(1);
});

test("'Load More Articles' reveals more until every article shows, then disappears", async () => {
  const { page } = await openAsVisitor(site, "/blog", { width: 390 });
  const more = page.getByRole("button", { name: "Load More Articles" });
  const recentTotal = blogArticleIndex.length - 2;
  const seen = [await recentCards(page).count()];
  while (await more.isVisible()) {
    await more.click();
    const before = seen[seen.length - 1] ?? 0;
    await page.waitForFunction((count) => document.querySelectorAll("#recent li:not([hidden])").length > count, before);
    seen.push(await recentCards(page).count());
    expect(seen.length).toBeLessThan(10);
  }
  expect(seen).toEqual([6, 9, recentTotal]);
  await more.waitFor({ state: "detached" });
  // Focus moved to the first article that appeared, for keyboard users.
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest("#recent article") !== null)).toBe(true);
});

test("an article: header facts, table of contents, body, related articles that open", async () => {
  const { page } = await openAsVisitor(site, "/blog");
  const first = page.locator("#featured article").first();
  const title = (await first.getByRole("link").textContent()) ?? "";
  await first.getByRole("link").click();
  await page.waitForURL(/\/blog\/ai-interview-platform-checklist$/);
  // The address changes as the navigation starts, before the article is on screen.
  await page.getByRole("heading", { level: 1, name: title }).waitFor();
  expect(await page.locator("[data-author]").textContent()).toBe("Priya Nair");
  expect(await page.locator("header time").getAttribute("datetime")).toBe("2026-11-12");
  expect(await page.locator("[data-reading-time]").textContent()).toMatch(/^\d+ min read$/);
  expect(await page.locator("nav[aria-label=Breadcrumb]").textContent()).toContain("HR Technology");

  // After a client-side navigation the body (and its contents list) arrives in a chunk of its own.
  const toc = page.getByRole("navigation", { name: "On this page" });
  await toc.getByRole("link").first().waitFor();
  const entries = await toc.getByRole("link").all();
  expect(entries.length).toBeGreaterThanOrEqual(4);
  const target = (await entries[2]?.getAttribute("href")) ?? "";
  await entries[2]?.click();
  await page.waitForURL(new RegExp(`${target}$`));
  const heading = page.locator(target);
  expect(await heading.evaluate((el) => el.tagName)).toBe("H2");
  await expect.poll(() => heading.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(200);

  const related = page.locator("#related article");
  expect(await related.count()).toBe(3);
  const next = (await related.first().getByRole("link").getAttribute("href")) ?? "";
  await related.first().getByRole("link").click();
  await page.waitForURL(new RegExp(`${next}$`));
  // The related article's own body arrives from its chunk after a client-side navigation.
  await page
    .locator(`[data-article-page="${next.split("/").pop()}"] [data-article-body] h2`)
    .first()
    .waitFor();
});

test("a short article has no table of contents; a category card opens its listing", async () => {
  const { page } = await openAsVisitor(site, "/blog/outcome-based-job-descriptions");
  expect(await page.locator("[data-article-body] h2").count()).toBeGreaterThan(0);
  expect(await page.getByRole("navigation", { name: "On this page" }).count()).toBe(0);
  await page.goto(`${site.server.url}/blog`);
  await page.locator("#categories a[data-category=compliance]").click();
  await page.waitForURL(/\/blog\/category\/compliance$/);
  await page.getByRole("heading", { level: 1, name: "Compliance" }).waitFor();
  await page.locator("#category-articles article").first().waitFor();
  expect(await page.locator("#category-articles article").count()).toBe(
    blogArticleIndex.filter((a) => a.category === "Compliance").length,
  );
});

type JsonLd = Record<string, unknown> & { author?: Record<string, unknown>; publisher?: Record<string, unknown> };

test.each(blogArticleIndex.map((a) => [a.slug, a] as const))(
  "/blog/%s: valid Article JSON-LD and Open Graph tags in the prerendered page",
  async (slug, article) => {
    const html = await (await fetch(`${site.server.url}/blog/${slug}`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? "") as JsonLd,
    );
    const data = blocks.find((block) => block["@type"] === "Article");
    expect(data, "an Article block").toBeDefined();
    // Google's Article rich result: headline (110 characters at most), image, dates in ISO 8601, author with a name.
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      headline: article.title,
      description: article.excerpt,
      datePublished: article.date,
      articleSection: article.category,
      author: { "@type": "Person", name: article.author },
      publisher: { "@type": "Organization", logo: { "@type": "ImageObject" } },
    });
    expect(String(data?.headline).length).toBeLessThanOrEqual(110);
    expect(data?.image).toEqual([expect.stringMatching(/^https:\/\/.+\.png$/)]);
    expect(String(data?.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data?.mainEntityOfPage).toEqual({ "@type": "WebPage", "@id": data?.url });
    expect(String(data?.url)).toMatch(new RegExp(`^https://[^/]+/blog/${slug}$`));
    const meta = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
    expect(meta("og:type")).toBe("article");
    expect(meta("og:url")).toBe(data?.url);
    expect(meta("article:published_time")).toBe(article.date);
    expect(html).toContain(`<link rel="canonical" href="${String(data?.url)}"/>`);
  },
);

test("/blog/rss.xml is RSS 2.0 an independent feed parser reads, with every article; the sitemap lists them", async () => {
  const response = await fetch(`${site.server.url}/blog/rss.xml`);
  expect(response.status).toBe(200);
  const feed = parseFeed(await response.text());
  expect(feed.meta.type).toBe("rss");
  expect(feed.meta.version).toBe("2.0");
  expect(feed.title).toBe("Northwind Talent Blog");
  expect(feed.items.map((item) => item.title)).toEqual(blogArticleIndex.map((a) => a.title));
  for (const [index, item] of feed.items.entries()) {
    const article = blogArticleIndex[index];
    expect(item.url).toMatch(new RegExp(`/blog/${article?.slug}$`));
    expect(item.published?.toISOString().slice(0, 10)).toBe(article?.date);
    expect(item.authors.map((a) => a.name)).toEqual([article?.author]);
    expect(item.categories.map((c) => c.label)).toEqual([article?.category]);
  }
  const sitemap = await (await fetch(`${site.server.url}/sitemap.xml`)).text();
  for (const article of blogArticleIndex) expect(sitemap).toContain(`/blog/${article.slug}</loc>`);
  expect(sitemap).toContain("/blog/category/dei</loc>");
  expect(sitemap).not.toContain("/newsletter/");
});
