import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import {
  list,
  openRecommendations,
  recordPosts,
  suggestionsPath,
  waitForState,
} from "#tests/support/e2e-recommendations";
import { useSite } from "#tests/support/site";

const site = useSite();

function chips(page: Page): Promise<Array<string>> {
  return page.locator('[role="tabpanel"] ul li').allTextContents();
}

test("interest rules: Enter or plus adds to the active tab's list; blank and duplicates are ignored; the box clears", async () => {
  const { page } = await openRecommendations(site);
  const posts = recordPosts(page, suggestionsPath);
  await waitForState(page, "recommended", "loaded");
  expect(await page.getByRole("tab", { name: /Topics/ }).getAttribute("aria-selected")).toBe("true");
  expect(await chips(page)).toEqual(["Talent Acquisition", "Remote Work", "Employee Experience"]);
  expect(await page.locator("[data-also-interested] li").allTextContents()).toEqual([
    "Tech Recruiter",
    "HR Manager",
    "AI",
    "Machine Learning",
    "Cloud Computing",
  ]);

  const box = page.getByRole("textbox", { name: "Add a topic" });
  await box.fill("Onboarding");
  await box.press("Enter");
  expect(await chips(page)).toEqual(["Talent Acquisition", "Remote Work", "Employee Experience", "Onboarding"]);
  expect(await box.inputValue()).toBe("");

  await box.fill("   ");
  await page.getByRole("button", { name: "Add topic" }).click();
  await box.fill("remote work");
  await box.press("Enter");
  expect(await chips(page)).toHaveLength(4);
  expect(await page.locator("[data-interest-note]").textContent()).toMatch(/already in your topics/);

  await box.fill("Data Privacy");
  await page.getByRole("button", { name: "Add topic" }).click();
  expect(await chips(page)).toContain("Data Privacy");
  expect(await box.inputValue()).toBe("");

  // The category follows the active tab.
  await page.getByRole("tab", { name: /Industries/ }).click();
  expect(await chips(page)).toEqual(["Technology", "HR Services"]);
  const industryBox = page.getByRole("textbox", { name: "Add an industry" });
  await industryBox.fill("Remote Work");
  await industryBox.press("Enter");
  expect(await chips(page)).toEqual(["Technology", "HR Services", "Remote Work"]);

  // Each change asks again with the new interests.
  await waitForState(page, "recommended", "loaded");
  const last = posts.filter((body) => body.count === 3).at(-1);
  expect(last?.interests).toMatchObject({
    topics: ["Talent Acquisition", "Remote Work", "Employee Experience", "Onboarding", "Data Privacy"],
    industries: ["Technology", "HR Services", "Remote Work"],
  });
  expect(posts.filter((body) => body.count === 2)).toHaveLength(0);
});

test("removing every entry shows 'No topics added yet' / 'No industries added yet'; interests persist across visits", async () => {
  const first = await openRecommendations(site);
  const { page, context } = first;
  for (const value of ["Talent Acquisition", "Remote Work", "Employee Experience"]) {
    await page.getByRole("button", { name: `Remove ${value}` }).click();
  }
  expect(await page.locator("[data-empty-interests]").textContent()).toBe("No topics added yet");
  await page.getByRole("tab", { name: /Industries/ }).click();
  for (const value of ["Technology", "HR Services"]) {
    await page.getByRole("button", { name: `Remove ${value}` }).click();
  }
  expect(await page.locator("[data-empty-interests]").textContent()).toBe("No industries added yet");
  await page.getByRole("textbox", { name: "Add an industry" }).fill("Healthcare");
  await page.getByRole("button", { name: "Add industry" }).click();
  // With no topics the list still fills (the server's cold start).
  await waitForState(page, "recommended", "loaded");
  expect(await list(page, "recommended").locator("article").count()).toBe(3);
  await page.close();

  const posts = recordPosts(context, suggestionsPath);
  const again = await openRecommendations(site, { returningVisit: first });
  await waitForState(again.page, "recommended", "loaded");
  expect(await again.page.locator("[data-empty-interests]").textContent()).toBe("No topics added yet");
  await again.page.getByRole("tab", { name: /Industries/ }).click();
  expect(await chips(again.page)).toEqual(["Healthcare"]);
  // The first request of the visit already carried the stored interests (not the defaults first).
  const recommendedPosts = posts.filter((body) => body.count === 3);
  expect(recommendedPosts).toHaveLength(1);
  expect(recommendedPosts[0].interests).toMatchObject({ topics: [], industries: ["Healthcare"] });
  // The page asks for web articles too, and says so rather than leaving it to the server's default.
  expect(recommendedPosts[0].includeWebContent).toBe(true);
});

test("saving an item: the toggle, the 'Saved for Later' list, and both kept across a reload", async () => {
  const { page } = await openRecommendations(site);
  await waitForState(page, "recommended", "loaded");
  const card = list(page, "recommended").locator("article").first();
  const title = (await card.getByRole("heading").textContent()) ?? "";
  const save = card.getByRole("button", { name: `Save ${title}` });
  expect(await save.getAttribute("aria-pressed")).toBe("false");
  await save.click();
  const saved = card.getByRole("button", { name: `Saved: ${title}. Remove from saved` });
  expect(await saved.getAttribute("aria-pressed")).toBe("true");
  expect(await page.locator("[data-saved-items] li").allTextContents()).toEqual([expect.stringContaining(title)]);

  await page.reload();
  await page.locator('[data-island="recommendations"][data-island-ready]').waitFor({ state: "attached" });
  await waitForState(page, "recommended", "loaded");
  const sameCard = list(page, "recommended").locator("article").first();
  expect(await sameCard.getByRole("heading").textContent()).toBe(title);
  expect(await sameCard.getByRole("button", { name: /^Saved:/ }).getAttribute("aria-pressed")).toBe("true");
  expect(await page.locator("[data-saved-items] li").count()).toBe(1);

  // Unsaving from the list un-marks the card too, and that is kept as well.
  await page.getByRole("button", { name: `Remove ${title} from saved` }).click();
  expect(await sameCard.getByRole("button", { name: `Save ${title}` }).getAttribute("aria-pressed")).toBe("false");
  await page.reload();
  await page.locator('[data-island="recommendations"][data-island-ready]').waitFor({ state: "attached" });
  expect(await page.locator("[data-saved-items] li").count()).toBe(0);
});

test("presses made before the page's code runs are not lost: the tab switch, then the add, in order", async () => {
  // The page's scripts wait, as on a slow network, until the presses are made.
  let releaseScripts: () => void = () => {};
  const released = new Promise<void>((resolve) => (releaseScripts = resolve));
  const { page } = await openRecommendations(site, {
    wait: false,
    prepare: async (ctx) => {
      await ctx.route(
        (url) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js"),
        async (route) => {
          await released;
          await route.continue();
        },
      );
    },
  });
  await page.getByRole("tab", { name: /Industries/ }).click();
  expect(await page.locator("html[data-hydrated]").count()).toBe(0);
  await page.getByRole("textbox", { name: "Add a topic" }).fill("Fintech");
  await page.getByRole("button", { name: "Add topic" }).click();
  expect(await page.locator("html[data-hydrated]").count()).toBe(0);
  releaseScripts();
  await page.locator('[data-island="recommendations"][data-island-ready]').waitFor({ state: "attached" });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[role="tabpanel"] li')].some((li) => li.textContent === "Fintech"),
  );
  expect(await page.getByRole("tab", { name: /Industries/ }).getAttribute("aria-selected")).toBe("true");
  expect(await chips(page)).toEqual(["Technology", "HR Services", "Fintech"]);
});
