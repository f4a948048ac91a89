import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { openAsVisitor } from "#tests/support/e2e-forms";
import { useSite } from "#tests/support/site";

// The journeys out of Core Offerings and the success stories on the built site; what happens inside
// the sections (tabs, keys, the carousel, the client strip, steady layout) is in
// app/modules/site/tests/home-offerings-and-stories.component.test.tsx.

const site = useSite();

/** The home page once React has hydrated the sections under test (their buttons do nothing before). */
async function openHome(width = 1280) {
  const visitor = await openAsVisitor(site, "/", { width });
  await visitor.page.waitForFunction(() =>
    ["#offerings [role=tab]", "#success-stories button"].every((selector) => {
      const element = document.querySelector(selector);
      return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps"));
    }),
  );
  return visitor;
}

const tab = (page: Page, name: string) => page.locator("#offerings").getByRole("tab", { name: new RegExp(`^${name}`) });
/** Only the selected tab's panel is in the page. */
const visiblePanel = (page: Page) => page.locator('#offerings [role="tabpanel"]');

/** Marks the window; a full page load forgets the mark, client navigation keeps it. */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { visitMark?: string }).visitMark = "kept"));
}
const windowMark = (page: Page) => page.evaluate(() => (window as unknown as { visitMark?: string }).visitMark ?? null);

test("'Find Your AI Expert Now' goes to /ai-talent-deployment by client navigation and ends at the top", async () => {
  const { page } = await openHome();
  const button = page.locator("button#talent-deployment");
  expect(await button.textContent()).toBe("Find Your AI Expert Now");
  await button.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await markWindow(page);
  await button.click();
  await page.waitForURL(`${site.server.url}/ai-talent-deployment`);
  await page.getByRole("heading", { level: 1, name: "Deploy AI Experts in 24 Hours" }).waitFor();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await windowMark(page)).toBe("kept");
});

test("'Experience AI Interviews' scrolls to the interview section, which the trusted-by strip follows; 'Try Our AI Agents' opens the appointment dialog", async () => {
  const { page } = await openHome();
  expect(await page.evaluate(() => document.querySelector("#ai-interview + #trusted-by") !== null)).toBe(true);
  await tab(page, "AI-Powered Screening").click();
  const interviewTop = () => page.locator("#ai-interview").evaluate((el) => el.getBoundingClientRect().top);
  expect(await interviewTop()).toBeGreaterThan(400);
  await visiblePanel(page).getByRole("button", { name: "Experience AI Interviews" }).click();
  await expect.poll(async () => Math.abs((await interviewTop()) - 80), { timeout: 4000 }).toBeLessThan(4);
  expect(page.url()).toBe(`${site.server.url}/`);

  await tab(page, "Explore Our AI Agents").click();
  await visiblePanel(page).getByRole("button", { name: "Try Our AI Agents" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("heading", { name: "Schedule an Appointment" }).waitFor();
  await dialog.waitFor();
});

const stories = (page: Page) => page.locator("#success-stories");

test("'Read Full Case Study' loads /case-study-int and /case-study-magic-edtech as full pages", async () => {
  const { page } = await openHome();
  const readMore = () => stories(page).locator("article").getByRole("link", { name: "Read Full Case Study" });
  expect(await readMore().getAttribute("href")).toBe("/case-study-int");
  await markWindow(page);
  await readMore().click();
  await page.waitForURL(`${site.server.url}/case-study-int`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  expect(await windowMark(page)).toBeNull();

  await page.goto(`${site.server.url}/`);
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("#success-stories button") ?? {}).some((key) => key.startsWith("__reactProps")),
  );
  await stories(page).getByRole("button", { name: "Show story 2" }).click();
  await expect.poll(() => readMore().getAttribute("href")).toBe("/case-study-magic-edtech");
  await readMore().click();
  await page.waitForURL(`${site.server.url}/case-study-magic-edtech`);
  await page.getByRole("heading", { level: 1 }).waitFor();
});
