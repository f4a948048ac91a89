import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { nextFrames } from "#tests/support/browser";
import { openAsVisitor } from "#tests/support/e2e-forms";
import { useSite } from "#tests/support/site";

// The four sections on the built home page: their served HTML, their code loaded as the visitor
// nears them, the hash links, and the 390 px page. What happens inside each (the cards, the stepper,
// the industries, the technology stack) is in
// app/modules/site/tests/home-talent-and-industries.component.test.tsx.

const site = useSite();

/**
 * Scrolls to a section and waits for its code, which loads as the visitor nears it, to hydrate it.
 * It also waits for the web font: until it arrives, the fallback font wraps a few lines differently,
 * and the heights these tests compare would be measured against the wrong text.
 */
async function reach(page: Page, id: string) {
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  await page.locator(`#${id} [data-island-ready]`).waitFor({ state: "attached" });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The home page, scrolled to a section once its controls respond. */
async function openSection(id: string, width = 1280) {
  const visitor = await openAsVisitor(site, "/", { width });
  await reach(visitor.page, id);
  return visitor;
}

async function progress(page: Page) {
  const bar = page.locator('#how-it-works [role="progressbar"]');
  const fill = bar.locator("[data-progress-fill]");
  const [now, barWidth, fillWidth] = await Promise.all([
    bar.getAttribute("aria-valuenow"),
    bar.evaluate((el) => el.getBoundingClientRect().width),
    fill.evaluate((el) => el.getBoundingClientRect().width),
  ]);
  return { now: Number(now), fraction: fillWidth / barWidth };
}

async function expectStep(page: Page, number: number, title: string) {
  const section = page.locator("#how-it-works");
  // Only the current step's panel is in the page, labelled by the selected tab, which alone controls it.
  await expect.poll(() => section.getByRole("tabpanel").locator("h3").allTextContents()).toEqual([title]);
  const panel = section.getByRole("tabpanel");
  await panel.waitFor();
  const selected = section.locator('[role="tab"][aria-selected="true"]');
  expect(await selected.count()).toBe(1);
  expect(await selected.textContent()).toContain(title);
  expect(await panel.getAttribute("aria-labelledby")).toBe(await selected.getAttribute("id"));
  expect(await selected.getAttribute("aria-controls")).toBe(await panel.getAttribute("id"));
  expect(await section.locator("[role=tab][aria-controls]").count()).toBe(1);
  await section.getByText(`Step ${number} of 6`).waitFor();
  // The bar grows with a transition: wait for it to reach the step fraction.
  await expect.poll(async () => Math.abs((await progress(page)).fraction - number / 6) < 0.01).toBe(true);
  expect((await progress(page)).now).toBe(number);
}

test("the four sections are in the page's HTML, and their code loads only as the visitor scrolls towards them", async () => {
  const html = await (await fetch(`${site.server.url}/`)).text();
  for (const text of [
    "Machine Learning Engineers",
    "Previous Step",
    "AI-assisted software delivery",
    "Quality Assurance",
    "Model development, data pipelines and APIs",
  ])
    expect(html).toContain(text);
  // Only what a visitor sees first: the selected industry, the first step, the open category, each card's overview.
  for (const text of ["Intelligent document processing", "Research-grade training and fine-tuning", "Sample projects"])
    expect(html).not.toContain(text);
  const { page } = await openAsVisitor(site, "/", { width: 412, height: 823 });
  const loadedChunks = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) =>
          /\/assets\/(specializations-grid|how-it-works-stepper|industries-explorer|tech-stack-accordion)-/.test(path),
        ),
    );
  // Settled: the page's own loading is over (the network has gone quiet) and two frames are drawn,
  // so a section that loaded its code on arrival or when the browser fell idle would show here.
  await page.waitForLoadState("networkidle");
  await nextFrames(page);
  expect(await loadedChunks()).toEqual([]);
  expect(await page.locator("#talent-specializations [data-island-ready]").count()).toBe(0);
  await reach(page, "industries");
  expect((await loadedChunks()).some((path) => path.includes("/industries-explorer-"))).toBe(true);
});

for (const id of ["talent-specializations", "how-it-works", "industries", "technology-stack"]) {
  test(`/#${id} scrolls its section into view`, async () => {
    const { page } = await openAsVisitor(site, `/#${id}`);
    const top = () => page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top));
    // Below the fixed header (the page's scroll padding), and staying there once the smooth scroll ends.
    const inView = async () => {
      const value = await top();
      return value >= 0 && value <= 100;
    };
    await expect.poll(inView, { timeout: 5000 }).toBe(true);
    // A smooth scroll moves the page every frame: it has ended once two frames pass without a move.
    const stopped = async () => {
      const before = await page.evaluate(() => window.scrollY);
      await nextFrames(page);
      return (await page.evaluate(() => window.scrollY)) === before;
    };
    await expect.poll(stopped).toBe(true);
    expect(await inView()).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });
}

test("on a 390 px phone the four sections fit the width and their controls work", async () => {
  const { page } = await openSection("talent-specializations", 390);
  for (const id of ["how-it-works", "industries", "technology-stack"]) await reach(page, id);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const id of ["talent-specializations", "how-it-works", "industries", "technology-stack"]) {
    const overflow = await page.locator(`#${id}`).evaluate(
      (section) =>
        Array.from(section.querySelectorAll("*")).filter((el) => {
          const rect = el.getBoundingClientRect();
          return (
            rect.width > 0 && (rect.right > window.innerWidth + 1 || rect.left < -1) && !el.closest("[aria-hidden]")
          );
        }).length,
    );
    expect(overflow, id).toBe(0);
  }
  const steps = page.locator("#how-it-works");
  await steps.getByRole("tab", { name: /Seamless Onboarding/ }).click();
  await expectStep(page, 5, "Seamless Onboarding");
  const card = page.locator("#talent-specializations article").nth(2);
  await card.getByRole("button", { name: /View expertise/ }).click();
  await card.getByText("Sample projects").waitFor();
});
