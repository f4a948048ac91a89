import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { openAsVisitor } from "#tests/support/e2e-forms";
import { closeDialog, expectAppointmentDialog, readyIsland } from "#tests/support/e2e-pages";
import { useSite } from "#tests/support/site";

const site = useSite();

async function openPage(width = 1280): Promise<Page> {
  const { page } = await openAsVisitor(site, "/ai-talent-deployment", { width });
  return page;
}

/** The talent request dialog is open; its category select holds `category` ('' for none chosen). */
async function expectTalentRequest(page: Page, category: string): Promise<void> {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("heading", { name: "Find your AI experts" }).waitFor();
  expect(await dialog.getByLabel("Talent Category").inputValue()).toBe(category);
}

test("the nine sections in docs/product.md's order", async () => {
  const page = await openPage();
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Deploy AI Experts in 24 Hours");
  const sections = await page.locator("main h2").allTextContents();
  expect(sections).toEqual([
    "Hiring at the speed of your roadmap",
    "Who do you need?",
    "A live map of who can do the work",
    "How AI finds your expert",
    "The technology behind the 24 hours",
    "See the evidence before you meet anyone",
    "From your brief to day one",
    "Your next AI expert could start tomorrow",
  ]);
  const hero = page.locator("[data-hero-banner]");
  expect(await hero.getByText("Trusted by 800+ companies").isVisible()).toBe(true);
  expect(await hero.locator("li:has(> p:has-text('match'))").count()).toBe(3);
  for (const value of ["24hrs", "98%", "0 days", "100%"]) {
    expect(await page.getByText(value, { exact: true }).first().isVisible()).toBe(true);
  }
  for (const note of ["No setup fees", "24/7 support", "Risk-free trial"]) {
    expect(await page.getByText(note, { exact: true }).count()).toBe(1);
  }
});

test("the workflow: clicking stages, Previous stops at the first, Next at the last as a disabled 'Process Complete'", async () => {
  const page = await openPage();
  const section = await readyIsland(page, "ai-workflow");
  const previous = section.getByRole("button", { name: "Previous Stage" });
  const next = section.getByRole("button", { name: /^(Next Stage|Process Complete)$/ });
  const progress = section.getByRole("progressbar");
  const fillWidth = () => progress.locator("[data-progress-fill]").evaluate((el: HTMLElement) => el.style.width);

  expect(await section.getByText("Stage 1 of 4").isVisible()).toBe(true);
  expect(await fillWidth()).toBe("25%");
  expect(await previous.isDisabled()).toBe(true);

  for (const [stage, width] of [
    [2, "50%"],
    [3, "75%"],
    [4, "100%"],
  ] as const) {
    await next.click();
    await section.getByText(`Stage ${stage} of 4`).waitFor();
    expect(await fillWidth()).toBe(width);
  }
  expect(await next.textContent()).toBe("Process Complete");
  expect(await next.isDisabled()).toBe(true);
  expect(await section.getByRole("heading", { name: "Match & Deploy" }).isVisible()).toBe(true);
  expect(await section.getByText("99.5%").isVisible()).toBe(true);
  expect(await section.getByText("25%", { exact: true }).isVisible()).toBe(true);

  for (let press = 0; press < 3; press += 1) await previous.click();
  await section.getByText("Stage 1 of 4").waitFor();
  expect(await previous.isDisabled()).toBe(true);
  expect(await next.textContent()).toBe("Next Stage");

  await section.getByRole("button", { name: /Technical Validation/ }).click();
  await section.getByText("Stage 3 of 4").waitFor();
  expect(await fillWidth()).toBe("75%");
  expect(await progress.getAttribute("aria-valuenow")).toBe("3");
  expect(await section.getByText("98%", { exact: true }).isVisible()).toBe(true);
});

test("the category tabs: the first is chosen, a click shows another's figures, 'Hire {category}' preselects it", async () => {
  const page = await openPage();
  const section = await readyIsland(page, "talent-categories");
  const tabs = section.getByRole("tab");
  expect(await tabs.allInnerTexts()).toEqual([
    "Machine Learning Engineers",
    "Data Scientists",
    "AI Engineers",
    "Cloud Architects",
  ]);
  expect(await tabs.first().getAttribute("aria-selected")).toBe("true");
  const panel = section.getByRole("tabpanel");
  expect(await panel.getAttribute("data-category")).toBe("machine-learning");

  const expected = [
    ["Data Scientists", "data-scientists", "450+", "18hrs", "96%", "2-7 years"],
    ["AI Engineers", "ai-engineers", "300+", "12hrs", "99%", "3-10 years"],
    ["Cloud Architects", "cloud-architects", "200+", "36hrs", "97%", "5-12 years"],
    ["Machine Learning Engineers", "machine-learning", "600+", "24hrs", "98%", "3-8 years"],
  ] as const;
  for (const [title, id, deployed, avgTime, success, experience] of expected) {
    await section.getByRole("tab", { name: title }).click();
    await section.locator(`[role=tabpanel][data-category="${id}"]`).waitFor();
    expect(await section.getByRole("tab", { name: title }).getAttribute("aria-selected")).toBe("true");
    for (const text of [deployed, avgTime, success, experience]) {
      expect(await panel.getByText(text, { exact: true }).isVisible(), `${title}: ${text}`).toBe(true);
    }
    expect(await section.getByRole("heading", { name: "What You Get" }).isVisible()).toBe(true);
    const hire = section.getByRole("button", { name: `Hire ${title}` });
    await hire.click();
    await expectTalentRequest(page, id);
    await closeDialog(page);
  }

  // Keyboard: arrows move along the tabs and wrap round.
  await section.getByRole("tab", { name: "Machine Learning Engineers" }).focus();
  await page.keyboard.press("ArrowLeft");
  await section.locator('[role=tabpanel][data-category="cloud-architects"]').waitFor();
});

test("'Find AI Experts Now' and 'Get Started Now' open the talent request with no category chosen", async () => {
  const page = await openPage();
  const hero = await readyIsland(page, "deployment-hero");
  await hero.getByRole("button", { name: "Find AI Experts Now" }).click();
  await expectTalentRequest(page, "");
  await closeDialog(page);
  const cta = await readyIsland(page, "deployment-cta");
  await cta.getByRole("button", { name: "Get Started Now" }).click();
  await expectTalentRequest(page, "");
});

test("'Schedule Demo' and 'Talk to Expert' open the appointment dialog", async () => {
  const page = await openPage();
  const hero = await readyIsland(page, "deployment-hero");
  await hero.getByRole("button", { name: "Schedule Demo" }).click();
  await expectAppointmentDialog(page);
  await closeDialog(page);
  const cta = await readyIsland(page, "deployment-cta");
  await cta.getByRole("button", { name: "Talk to Expert" }).click();
  await expectAppointmentDialog(page);
});

test("Our Process: the first step is highlighted, a click highlights another, with docs/product.md's timeframes", async () => {
  const page = await openPage(390);
  const section = await readyIsland(page, "our-process");
  const steps = section.getByRole("tab");
  expect(await steps.count()).toBe(4);
  expect(await steps.first().getAttribute("aria-selected")).toBe("true");
  const timeframes = ["2-4 hours", "4-8 hours", "2-6 hours", "Day 1"];
  for (const [index, timeframe] of timeframes.entries()) {
    expect(await steps.nth(index).textContent()).toContain(timeframe);
  }
  await steps.nth(2).click();
  expect(await steps.nth(2).getAttribute("aria-selected")).toBe("true");
  expect(await steps.first().getAttribute("aria-selected")).toBe("false");
  const panel = section.getByRole("tabpanel");
  await panel.getByRole("heading", { name: "Interviews & Selection" }).waitFor();
  expect(await panel.textContent()).toContain("Step 3 · 2-6 hours");
  await steps.nth(3).click();
  await panel.getByRole("heading", { name: "Deployment" }).waitFor();
  expect(await panel.textContent()).toContain("Day 1");
});

test("the HTML as served holds every category's figures and every process step, the unchosen ones hidden", async () => {
  const html = await (await fetch(`${site.server.url}/ai-talent-deployment`)).text();
  for (const figure of ["600+", "450+", "300+", "200+", "24hrs", "18hrs", "12hrs", "36hrs"]) {
    expect(html, figure).toContain(`>${figure}<`);
  }
  for (const step of ["Interviews &amp; Selection", "Deployment"]) expect(html, step).toContain(`>${step}</h3>`);

  const page = await openPage();
  const section = await readyIsland(page, "talent-categories");
  expect(await section.locator("[role=tabpanel]").count()).toBe(4);
  expect(await section.getByRole("tabpanel").getAttribute("data-category")).toBe("machine-learning");
  expect(await section.getByText("450+", { exact: true }).isVisible()).toBe(false);
  await section.getByRole("tab", { name: "Data Scientists" }).click();
  await section.getByText("450+", { exact: true }).waitFor();
  expect(await section.getByText("600+", { exact: true }).first().isVisible()).toBe(false);
  // Each tab names its own panel, which is in the page whether chosen or not.
  for (const tab of await section.getByRole("tab").all()) {
    const panelId = await tab.getAttribute("aria-controls");
    expect(await page.locator(`[id="${panelId}"]`).count(), panelId ?? "no aria-controls").toBe(1);
  }
});
