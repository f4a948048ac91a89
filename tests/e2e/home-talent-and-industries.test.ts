import { expect, test } from "vitest";
import type { Locator, Page } from "playwright-core";
import { nextFrames } from "#tests/support/browser";
import { openAsVisitor } from "#tests/support/e2e-forms";
import { useSite } from "#tests/support/site";
import { specializationTitles } from "#tests/support/spec-texts";

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

const height = async (locator: Locator) => (await locator.boundingBox())?.height ?? 0;

test("talent specializations: six cards with availability and time to hire; a card swaps its overview for its expertise and back", async () => {
  const { page } = await openSection("talent-specializations");
  const section = page.locator("#talent-specializations");
  const cards = section.locator("article");
  expect(await cards.locator("h3").allTextContents()).toEqual(specializationTitles);
  expect(await section.locator("[data-availability]").allTextContents()).toEqual([
    "High availability",
    "High availability",
    "Medium availability",
    "Medium availability",
    "Limited availability",
    "Limited availability",
  ]);
  const mlops = cards.nth(4);
  await mlops.getByText("Time to hire").waitFor();
  await mlops.getByText("3-4 weeks").waitFor();

  const card = cards.first();
  const toggle = card.getByRole("button", { name: "View expertise for Machine Learning Engineers" });
  const view = card.locator("[data-view]");
  const description = card.getByText(/take models from notebook to production/);
  const sampleProjects = card.getByText("Sample projects");
  const before = await height(card);
  expect(await toggle.getAttribute("aria-expanded")).toBe("false");
  expect(await toggle.getAttribute("aria-controls")).toBe(await view.getAttribute("id"));
  expect(await view.getAttribute("data-view")).toBe("overview");
  await description.waitFor();
  await card.getByText("Top skills:").waitFor();
  // Only the current view is in the page: the expertise is not there until asked for.
  expect(await sampleProjects.count()).toBe(0);

  await toggle.click();
  const back = card.getByRole("button", { name: "Back to overview for Machine Learning Engineers" });
  await expect.poll(() => back.getAttribute("aria-expanded")).toBe("true");
  expect(await back.getAttribute("aria-controls")).toBe(await view.getAttribute("id"));
  expect(await view.getAttribute("data-view")).toBe("expertise");
  await sampleProjects.waitFor();
  await description.waitFor({ state: "detached" });
  await card.getByText("Real-time fraud scoring for card payments").waitFor();
  await card.getByText("Model serving").waitFor();
  // At 1280 px the card keeps its height, so nothing below it moves.
  expect(await height(card)).toBe(before);
  // The other cards keep their overview.
  expect(
    await cards
      .nth(1)
      .getByRole("button", { name: /View expertise/ })
      .getAttribute("aria-expanded"),
  ).toBe("false");

  await back.click();
  await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
  await description.waitFor();
  await sampleProjects.waitFor({ state: "detached" });
  expect(await view.getAttribute("data-view")).toBe("overview");
  expect(await height(card)).toBe(before);
});

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

test("how it works: the list selects a step, Previous and Next move and clamp, step 6 shows a disabled Start Over", async () => {
  const { page } = await openSection("how-it-works");
  const section = page.locator("#how-it-works");
  expect(await section.getByRole("tab").count()).toBe(6);
  const previous = section.getByRole("button", { name: "Previous Step" });
  const next = section.getByRole("button", { name: "Next Step" });

  await expectStep(page, 1, "Initial Consultation");
  await expect.poll(() => previous.isDisabled()).toBe(true);
  await expect.poll(() => next.isEnabled()).toBe(true);

  await next.click();
  await expectStep(page, 2, "AI-Powered Matching");
  await expect.poll(() => previous.isEnabled()).toBe(true);

  await section.getByRole("tab", { name: /Client Interviews/ }).click();
  await expectStep(page, 4, "Client Interviews");
  await previous.click();
  await expectStep(page, 3, "Candidate Validation");

  await section.getByRole("tab", { name: /Continuous Support/ }).click();
  await expectStep(page, 6, "Continuous Support");
  const startOver = section.getByRole("button", { name: "Start Over" });
  await expect.poll(() => startOver.isDisabled()).toBe(true);
  await next.waitFor({ state: "detached" });
  // Keys past the last step stay on it.
  await section.getByRole("tab", { selected: true }).press("ArrowDown");
  await expectStep(page, 6, "Continuous Support");

  await previous.click();
  await expectStep(page, 5, "Seamless Onboarding");
  await expect.poll(() => next.isEnabled()).toBe(true);

  // Keyboard: Home goes back to the first step, and nothing goes before it.
  await section.getByRole("tab", { selected: true }).press("Home");
  await expectStep(page, 1, "Initial Consultation");
  await section.getByRole("tab", { selected: true }).press("ArrowUp");
  await expectStep(page, 1, "Initial Consultation");
  await expect.poll(() => previous.isDisabled()).toBe(true);
});

test("industries: IT is selected first; choosing another shows its panel without changing the section's height", async () => {
  const { page } = await openSection("industries");
  const section = page.locator("#industries");
  const tabs = section.getByRole("tab");
  expect(await tabs.allTextContents()).toEqual(["IT", "Healthcare", "Finance", "Retail", "Manufacturing", "Education"]);
  expect(await section.getByRole("tab", { selected: true }).textContent()).toBe("IT");
  // Only the selected industry's panel is in the page.
  const visiblePanel = section.getByRole("tabpanel");
  expect(await visiblePanel.count()).toBe(1);
  await visiblePanel.waitFor();
  expect(await section.getByText("Fraud and risk detection").count()).toBe(0);
  expect(await visiblePanel.locator("h3").textContent()).toBe("IT");
  const before = await height(section);

  await section.getByRole("tab", { name: "Finance" }).click();
  await expect.poll(() => section.getByRole("tab", { selected: true }).textContent()).toBe("Finance");
  expect(await section.getByRole("tab", { name: "IT" }).getAttribute("aria-selected")).toBe("false");
  await expect.poll(() => visiblePanel.locator("h3").allTextContents()).toEqual(["Finance"]);
  const finance = visiblePanel;
  const financeTab = section.getByRole("tab", { name: "Finance" });
  expect(await finance.getAttribute("aria-labelledby")).toBe(await financeTab.getAttribute("id"));
  expect(await financeTab.getAttribute("aria-controls")).toBe(await finance.getAttribute("id"));
  expect(await section.locator("[role=tab][aria-controls]").count()).toBe(1);
  expect(await finance.getByRole("heading", { level: 4 }).allTextContents()).toEqual([
    "Fraud and risk detection",
    "Intelligent document processing",
  ]);
  await finance.getByText("Fewer false declines").waitFor();
  expect(await finance.locator("dd").count()).toBe(2);
  expect(await height(section)).toBe(before);

  await section.getByRole("tab", { name: "Finance" }).press("ArrowRight");
  await expect.poll(() => visiblePanel.locator("h3").allTextContents()).toEqual(["Retail"]);
});

test("technology stack: eight categories, the first open; each toggles open and closed", async () => {
  const { page } = await openSection("technology-stack");
  const section = page.locator("#technology-stack");
  const toggles = section.locator("button[aria-expanded]");
  expect(await toggles.count()).toBe(8);
  expect(await section.locator("h3 button").allTextContents()).toEqual([
    "Programming Languages6 technologies",
    "AI Frameworks6 technologies",
    "Database Technologies6 technologies",
    "Cloud Platforms5 technologies",
    "DevOps Tools6 technologies",
    "Analytics & Visualization5 technologies",
    "Low-Code/No-Code Platforms6 technologies",
    "Quality Assurance6 technologies",
  ]);
  expect(await toggles.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-expanded")))).toEqual([
    "true",
    "false",
    "false",
    "false",
    "false",
    "false",
    "false",
    "false",
  ]);
  const python = section.getByText("Model development, data pipelines and APIs");
  await python.waitFor();
  expect(await section.locator('[data-level="5"]').first().textContent()).toContain("Expert");

  const aiFrameworks = section.getByRole("button", { name: /AI Frameworks/ });
  const pytorch = section.getByText("Research-grade training and fine-tuning");
  // A closed category has no list in the page, and its button controls nothing yet.
  expect(await pytorch.count()).toBe(0);
  expect(await aiFrameworks.getAttribute("aria-controls")).toBeNull();
  expect(await section.getByRole("region").count()).toBe(1);
  await aiFrameworks.click();
  await expect.poll(() => aiFrameworks.getAttribute("aria-expanded")).toBe("true");
  await pytorch.waitFor();
  const region = section.locator(`[id="${await aiFrameworks.getAttribute("aria-controls")}"]`);
  expect(await region.getAttribute("role")).toBe("region");
  expect(await region.getAttribute("aria-labelledby")).toBe(await aiFrameworks.getAttribute("id"));

  const languages = section.getByRole("button", { name: /Programming Languages/ });
  await languages.click();
  await expect.poll(() => languages.getAttribute("aria-expanded")).toBe("false");
  await python.waitFor({ state: "detached" });
  expect(await languages.getAttribute("aria-controls")).toBeNull();
  await languages.click();
  await expect.poll(() => languages.getAttribute("aria-expanded")).toBe("true");
  await python.waitFor();

  const quality = section.getByRole("button", { name: /Quality Assurance/ });
  await quality.click();
  const selenium = section.getByText("Cross-browser UI automation");
  await selenium.waitFor();
  expect(await section.locator('[data-level="3"]').filter({ visible: true }).first().textContent()).toContain(
    "Intermediate",
  );
  expect(await section.getByRole("region").count()).toBe(3);
});

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
