import { expect, test } from "vitest";
import { contentClientMessages as messages } from "#app/modules/content";
import {
  answer,
  hold,
  list,
  openRecommendations,
  recordPosts,
  researchPath,
  suggestionsPath,
  waitForState,
} from "#tests/support/e2e-recommendations";
import { nextFrames } from "#tests/support/browser";
import { useSite } from "#tests/support/site";

const site = useSite();

test("the prerendered page already has docs/product.md's interests and one skeleton card per requested item", async () => {
  const html = await (await fetch(`${site.server.url}/recommendations`)).text();
  expect(html).toContain("Your Personalized Content");
  for (const text of ["Your Interests", "Talent Acquisition", "Remote Work", "Employee Experience", "Tech Recruiter"]) {
    expect(html).toContain(text);
  }
  expect(html.match(/data-suggestion-skeleton/g)).toHaveLength(5);
  expect(html).toContain("Research Web Content");
  expect(html).not.toContain("Web Research Results");
});

test("skeletons while the calls run (3 and 2), then the loaded cards: at most 3 tags, the right links", async () => {
  let release: () => void = () => {};
  const { page } = await openRecommendations(site, {
    prepare: async (ctx) => {
      release = await hold(ctx, suggestionsPath);
    },
  });
  await waitForState(page, "recommended", "loading");
  expect(await list(page, "recommended").locator("[data-suggestion-skeleton]").count()).toBe(3);
  expect(await list(page, "trending").locator("[data-suggestion-skeleton]").count()).toBe(2);
  expect(await list(page, "recommended").getAttribute("aria-busy")).toBe("true");
  release();
  await waitForState(page, "recommended", "loaded");
  await waitForState(page, "trending", "loaded");
  expect(await list(page, "recommended").locator("article").count()).toBe(3);
  expect(await list(page, "trending").locator("article").count()).toBe(2);

  const cards = page.locator("[data-suggestion]");
  for (const card of await cards.all()) {
    expect(await card.locator('[aria-label="Tags"] li').count()).toBeLessThanOrEqual(3);
    const link = card.getByRole("heading").getByRole("link");
    const href = (await link.getAttribute("href")) ?? "";
    if (href.startsWith("http")) {
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    } else {
      expect(href).toMatch(/^\/(blog|podcasts|panels|videos)\/[a-z0-9-]+$/);
      expect(await link.getAttribute("target")).toBeNull();
    }
  }
  for (const heading of ["Recommended for You", "Trending in Your Industry", "Discover Content from Around the Web"]) {
    expect(await page.getByRole("heading", { name: heading }).isVisible()).toBe(true);
  }
  expect(await page.getByRole("heading", { name: "AI-Powered Recommendations" }).isVisible()).toBe(true);
  expect(await page.getByRole("heading", { name: "Web Research Results" }).count()).toBe(0);
});

test("a card opens its page: an article at /blog/<slug>, a recording at /{type}s/<id>", async () => {
  const { page } = await openRecommendations(site);
  await waitForState(page, "recommended", "loaded");
  const link = list(page, "recommended").locator('h3 a[href^="/"]').first();
  const href = (await link.getAttribute("href")) ?? "";
  await link.click();
  await page.waitForURL((url) => url.pathname === href);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBeTruthy();
});

test("error: docs/product.md's sentence, with the server's error, the fallback or the exception text beneath", async () => {
  const cases: Array<
    [string, (ctx: import("playwright-core").BrowserContext) => Promise<void>, string, Array<number>]
  > = [
    [
      "success false with an error",
      (ctx) => answer(ctx, suggestionsPath, 200, { success: false, data: null, error: "The catalogue is resting." }),
      "The catalogue is resting.",
      [],
    ],
    [
      "success false without one",
      (ctx) => answer(ctx, suggestionsPath, 200, { success: false, data: null, error: "" }),
      messages.suggestionsFailed,
      [],
    ],
    [
      "a failed request",
      (ctx) => answer(ctx, suggestionsPath, 503, { message: "Down." }),
      messages.suggestionsException,
      [503],
    ],
  ];
  for (const [name, prepare, detail, statuses] of cases) {
    const { page } = await openRecommendations(site, { prepare, expectProblems: statuses });
    await waitForState(page, "recommended", "error");
    const error = list(page, "recommended");
    expect(await error.getAttribute("role"), name).toBe("alert");
    expect(await error.locator("p").first().textContent(), name).toBe(messages.suggestionsListError);
    expect(await error.locator("[data-error-detail]").textContent(), name).toBe(detail);
    await waitForState(page, "trending", "error");
  }
});

test("empty: docs/product.md's sentence in both lists", async () => {
  const { page } = await openRecommendations(site, {
    prepare: (ctx) => answer(ctx, suggestionsPath, 200, { success: true, data: [], error: null }),
  });
  for (const name of ["recommended", "trending"] as const) {
    await waitForState(page, name, "empty");
    expect(await list(page, name).textContent()).toBe(messages.suggestionsEmpty);
  }
});

test("Refresh refetches both lists once, with skeletons; nothing more on focus or over time", async () => {
  // Recorded from the start: the recommended list asks only once the stored interests are read,
  // which can be after the island reports ready, so both first requests are counted, then cleared.
  let posts: Array<Record<string, unknown>> = [];
  const { page, context } = await openRecommendations(site, {
    prepare: async (ctx) => {
      // The page's clock, so the test can let time pass.
      await ctx.clock.install();
      posts = recordPosts(ctx, suggestionsPath);
    },
  });
  await waitForState(page, "recommended", "loaded");
  await waitForState(page, "trending", "loaded");
  expect(posts.map((body) => body.count).sort()).toEqual([2, 3]);
  posts.length = 0;
  await page.evaluate(() => {
    window.dispatchEvent(new Event("focus"));
    document.dispatchEvent(new Event("visibilitychange"));
  });
  // Half an hour on the page's clock: any polling or refetch of stale lists would have asked by now.
  await page.clock.fastForward("30:00");
  await nextFrames(page);
  expect(posts).toHaveLength(0);

  const release = await hold(context, suggestionsPath);
  await page.getByRole("button", { name: "Refresh Recommendations" }).click();
  await waitForState(page, "recommended", "loading");
  expect(await list(page, "recommended").locator("[data-suggestion-skeleton]").count()).toBe(3);
  release();
  await waitForState(page, "recommended", "loaded");
  await waitForState(page, "trending", "loaded");
  expect(posts.map((body) => body.count).sort()).toEqual([2, 3]);
  const trending = posts.find((body) => body.count === 2);
  expect(trending?.interests).toEqual({
    industries: ["Technology"],
    roles: [],
    technologies: [],
    topics: ["Tech Hiring", "Career Development"],
  });
});

test("web research: 'Researching...' and disabled while it runs, then the results section with new-tab links", async () => {
  const { page, context } = await openRecommendations(site);
  const button = page.locator("[data-research-button]");
  expect(await button.textContent()).toBe("Research Web Content");
  const release = await hold(context, researchPath);
  await button.click();
  await page.waitForFunction(() => document.querySelector("[data-research-button]")?.textContent === "Researching...");
  expect(await button.isDisabled()).toBe(true);
  expect(await page.getByRole("heading", { name: "Web Research Results" }).count()).toBe(0);
  release();
  const results = page.locator("[data-web-results]");
  await results.waitFor();
  expect(await button.textContent()).toBe("Research Web Content");
  expect(await button.isDisabled()).toBe(false);
  expect(await results.getByRole("heading", { name: "Web Research Results" }).isVisible()).toBe(true);
  const links = results.locator("h3 a");
  expect(await links.count()).toBeGreaterThan(0);
  for (const link of await links.all()) {
    expect(await link.getAttribute("href")).toMatch(/^https:\/\//);
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
  }
});

test("web research with nothing back shows no results section, and says why", async () => {
  for (const [body, status, text] of [
    [{ success: true, data: [], error: null }, 200, messages.researchFailed],
    [{ success: false, data: [], error: "No articles right now." }, 200, "No articles right now."],
    [{ message: "Down." }, 503, messages.researchException],
  ] as const) {
    const { page } = await openRecommendations(site, {
      prepare: (ctx) => answer(ctx, researchPath, status, body),
      expectProblems: [503],
    });
    await page.locator("[data-research-button]").click();
    await page.locator("[data-research-error]").waitFor();
    expect(await page.locator("[data-research-error]").textContent()).toBe(text);
    expect(await page.locator("[data-web-results]").count()).toBe(0);
  }
});
