import { expect, test } from "vitest";
import { siteCatalogueItems } from "#app/content/content-catalogue";
import { mediaItems } from "#app/content/media";
import { contentHref, type ContentSuggestion } from "#app/modules/content";
import { nextFrames } from "#tests/support/browser";
import { openAsVisitor } from "#tests/support/e2e-forms";
import { useSite } from "#tests/support/site";

const site = useSite();

async function get(path: string): Promise<Response> {
  return fetch(`${site.server.url}${path}`, { redirect: "manual" });
}

test("every in-app path the content calls give answers with a page: /blogs/<slug> redirects to the article", async () => {
  const reply = await fetch(`${site.server.url}/api/content/suggestions`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: site.server.url },
    body: JSON.stringify({ interests: {}, count: 20, includeWebContent: false }),
  });
  const fromApi = ((await reply.json()) as { data: Array<ContentSuggestion> }).data.map(contentHref);
  const all = new Set([...fromApi, ...siteCatalogueItems().map(contentHref)]);
  expect(all.size).toBe(siteCatalogueItems().length);
  for (const path of all) {
    const response = await get(path);
    if (path.startsWith("/blogs/")) {
      expect(response.status, path).toBe(301);
      const location = response.headers.get("location") ?? "";
      expect(new URL(location, site.server.url).pathname).toBe(path.replace("/blogs/", "/blog/"));
      expect((await get(new URL(location, site.server.url).pathname)).status).toBe(200);
    } else {
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/text\/html/);
      const item = mediaItems.find((media) => path === `/${media.type}s/${media.id}`);
      expect(await response.text()).toContain(`>${item?.title.replace(/&/g, "&amp;")}</h1>`);
    }
  }
  for (const missing of ["/blogs/no-such-article", "/podcasts/no-such-episode", "/videos/ai-in-talent-acquisition"]) {
    expect((await get(missing)).status, missing).toBe(404);
  }
  const sitemap = await (await get("/sitemap.xml")).text();
  for (const item of mediaItems) expect(sitemap).toContain(`/${item.type}s/${item.id}</loc>`);
});

test("an item page: title, date, description, tags, speakers; the player loads only after the click", async () => {
  const item = mediaItems.find((media) => media.type === "podcast");
  if (!item) throw new Error("no podcast in the catalogue");
  const thirdParty: Array<string> = [];
  const { page, context } = await openAsVisitor(site, `/podcasts/${item.id}`);
  await context.route(/youtube-nocookie\.com/, (route) => route.abort("blockedbyclient"));
  page.on("request", (request) => {
    if (!request.url().startsWith(site.server.url)) thirdParty.push(request.url());
  });
  await page.locator('[data-island="media-detail"][data-island-ready]').waitFor({ state: "attached" });
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(item.title);
  expect(await page.title()).toContain(item.title);
  expect(await page.locator("time").first().getAttribute("datetime")).toBe(item.date);
  expect(await page.getByText(item.description).isVisible()).toBe(true);
  expect(await page.locator('[aria-label="Topics"] li').allTextContents()).toEqual(item.tags);
  for (const speaker of item.speakers) expect(await page.getByText(speaker).isVisible()).toBe(true);

  expect(await page.locator("iframe").count()).toBe(0);
  expect(await page.locator("[data-video-facade] svg").count()).toBeGreaterThan(0);
  // Settled: the page's own requests are over and the live section has drawn twice, so a request
  // its thumbnail or code would make to the video site has been made by now.
  await page.waitForLoadState("networkidle");
  await nextFrames(page);
  expect(thirdParty).toEqual([]);
  const loaded = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
  expect(loaded.filter((url) => !url.startsWith(site.server.url))).toEqual([]);

  await page.getByRole("button", { name: `Play podcast: ${item.title}` }).click();
  const player = page.locator("iframe[data-video-player]");
  await player.waitFor();
  expect(await player.getAttribute("src")).toBe(
    `https://www.youtube-nocookie.com/embed/${encodeURIComponent(item.videoId)}?autoplay=1&rel=0`,
  );
  expect(await player.getAttribute("title")).toContain(item.title);
  await expect
    .poll(() => thirdParty.some((url) => url.startsWith("https://www.youtube-nocookie.com/embed/")))
    .toBe(true);
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("IFRAME");

  expect(await page.locator("[data-back-link]").getAttribute("href")).toBe("/shared-future");
  const related = page.locator("[data-related]");
  await related.first().scrollIntoViewIfNeeded();
  expect(await related.count()).toBe(3);
  for (const card of await related.all()) {
    const href = (await card.getAttribute("data-related")) ?? "";
    expect((await get(href)).status, href).toBe(200);
  }
  // A related recording opens in the app (client-side), with its own page.
  const next = related.locator('a[href^="/podcasts/"], a[href^="/panels/"], a[href^="/videos/"]').first();
  const nextTitle = await next.textContent();
  await next.click();
  await page.waitForURL((url) => /^\/(podcasts|panels|videos)\//.test(url.pathname) && !url.pathname.endsWith(item.id));
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(nextTitle);
  expect(await page.locator("iframe").count()).toBe(0);
});

test("the player is pressed before the page's code runs: it still loads", async () => {
  const item = mediaItems.find((media) => media.type === "video");
  if (!item) throw new Error("no video in the catalogue");
  const { page, context, releaseScripts } = await openAsVisitor(site, `/videos/${item.id}`, {
    holdScripts: /\/assets\/.*\.js$/,
  });
  await context.route(/youtube-nocookie\.com/, (route) => route.abort("blockedbyclient"));
  await page.locator("[data-video-facade]").click();
  await releaseScripts();
  await page.locator("iframe[data-video-player]").waitFor();
});
