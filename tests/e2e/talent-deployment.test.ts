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

// The tabs, the workflow's stages and Our Process are tested in the section alone
// (app/modules/site/tests/talent-deployment.component.test.tsx); here, the page as built and its dialogs.

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
