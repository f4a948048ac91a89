import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { clientLogos } from "#app/content/client-logos";
import { openAsVisitor } from "#tests/support/e2e-forms";
import { useSite } from "#tests/support/site";

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

const tabs = (page: Page) => page.locator("#offerings").getByRole("tab");
const tab = (page: Page, name: string) => page.locator("#offerings").getByRole("tab", { name: new RegExp(`^${name}`) });
/** Only the selected tab's panel is in the page. */
const visiblePanel = (page: Page) => page.locator('#offerings [role="tabpanel"]');

/** Every tab's aria-controls, as [tab id, controlled id, whether that id exists]. */
async function tabControls(page: Page): Promise<Array<[string, string | null, boolean]>> {
  return tabs(page).evaluateAll((elements) =>
    elements.map((el) => {
      const controls = el.getAttribute("aria-controls");
      return [el.id, controls, controls !== null && document.getElementById(controls) !== null];
    }),
  );
}

async function selectedTabs(page: Page): Promise<Array<string>> {
  return tabs(page).evaluateAll((elements) =>
    elements.filter((el) => el.getAttribute("aria-selected") === "true").map((el) => el.id),
  );
}

const focusedTabId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

/** Marks the window; a full page load forgets the mark, client navigation keeps it. */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { visitMark?: string }).visitMark = "kept"));
}
const windowMark = (page: Page) => page.evaluate(() => (window as unknown as { visitMark?: string }).visitMark ?? null);

test("Core Offerings: three tabs, clicking one shows its panel with docs/product.md's figures", async () => {
  const { page } = await openHome();
  expect(await tabs(page).allTextContents()).toEqual([
    expect.stringContaining("Rapid AI Talent Deployment"),
    expect.stringContaining("AI-Powered Screening & Interviews"),
    expect.stringContaining("Explore Our AI Agents"),
  ]);
  expect(await page.locator("#offerings [role=tablist]").getAttribute("aria-label")).toBe("Core Offerings");
  expect(await selectedTabs(page)).toEqual(["offering-tab-talent-deployment"]);
  expect(await visiblePanel(page).count()).toBe(1);
  await visiblePanel(page).waitFor();
  expect(await visiblePanel(page).getAttribute("aria-labelledby")).toBe("offering-tab-talent-deployment");
  // Only the selected tab names a panel, and that panel exists.
  expect(await tabControls(page)).toEqual([
    ["offering-tab-talent-deployment", "offering-panel-talent-deployment", true],
    ["offering-tab-ai-screening", null, false],
    ["offering-tab-ai-agents", null, false],
  ]);
  const first = await visiblePanel(page).innerText();
  for (const figure of ["35,000+ developers across 1000+ partner networks", "24h", "25%", "70+", "98%"])
    expect(first).toContain(figure);

  await tab(page, "AI-Powered Screening").click();
  await expect.poll(() => selectedTabs(page)).toEqual(["offering-tab-ai-screening"]);
  await expect.poll(() => visiblePanel(page).getAttribute("aria-labelledby")).toBe("offering-tab-ai-screening");
  expect(await visiblePanel(page).count()).toBe(1);
  expect(await tab(page, "AI-Powered Screening").getAttribute("aria-controls")).toBe(
    await visiblePanel(page).getAttribute("id"),
  );
  expect(await tabControls(page)).toEqual([
    ["offering-tab-talent-deployment", null, false],
    ["offering-tab-ai-screening", "offering-panel-ai-screening", true],
    ["offering-tab-ai-agents", null, false],
  ]);
  const second = await visiblePanel(page).innerText();
  for (const figure of ["70%", "95%", "30%", "80%", "Live coding tests", "Sentiment analysis", "reports"])
    expect(second).toContain(figure);
  await page.locator("#talent-deployment").waitFor({ state: "hidden" });

  await tab(page, "Explore Our AI Agents").click();
  await expect.poll(() => visiblePanel(page).getAttribute("aria-labelledby")).toBe("offering-tab-ai-agents");
  const third = await visiblePanel(page).innerText();
  for (const figure of ["Auto Pilot Interview", "AI Job Pilot", "analytics", "45%", "92%", "4.8/5", "10k+"])
    expect(third).toContain(figure);
});

test("Core Offerings: arrow keys, Home and End move the selection and the focus, wrapping around", async () => {
  const { page } = await openHome();
  await tab(page, "Rapid AI Talent Deployment").focus();
  const steps: Array<[string, string]> = [
    ["ArrowRight", "offering-tab-ai-screening"],
    ["ArrowRight", "offering-tab-ai-agents"],
    ["ArrowRight", "offering-tab-talent-deployment"],
    ["ArrowLeft", "offering-tab-ai-agents"],
    ["Home", "offering-tab-talent-deployment"],
    ["End", "offering-tab-ai-agents"],
  ];
  for (const [key, expected] of steps) {
    await page.keyboard.press(key);
    await expect.poll(() => selectedTabs(page)).toEqual([expected]);
    expect(await focusedTabId(page)).toBe(expected);
    expect(await visiblePanel(page).getAttribute("aria-labelledby")).toBe(expected);
    expect((await tabControls(page)).filter(([, controls]) => controls !== null)).toEqual([
      [expected, expected.replace("offering-tab-", "offering-panel-"), true],
    ]);
  }
  // Only the selected tab is in the tab order (roving tabindex).
  expect(await tabs(page).evaluateAll((elements) => elements.map((el) => el.getAttribute("tabindex")))).toEqual([
    "-1",
    "-1",
    "0",
  ]);
});

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

test("'Experience AI Interviews' scrolls to the interview section", async () => {
  const { page } = await openHome();
  await tab(page, "AI-Powered Screening").click();
  const interviewTop = () => page.locator("#ai-interview").evaluate((el) => el.getBoundingClientRect().top);
  expect(await interviewTop()).toBeGreaterThan(400);
  await visiblePanel(page).getByRole("button", { name: "Experience AI Interviews" }).click();
  await expect.poll(async () => Math.abs((await interviewTop()) - 80), { timeout: 4000 }).toBeLessThan(4);
  expect(page.url()).toBe(`${site.server.url}/`);
});

test("'Try Our AI Agents' opens the appointment dialog", async () => {
  const { page } = await openHome();
  await tab(page, "Explore Our AI Agents").click();
  await visiblePanel(page).getByRole("button", { name: "Try Our AI Agents" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("heading", { name: "Schedule an Appointment" }).waitFor();
  await dialog.waitFor();
});

test("the trusted-by strip shows six clients with categories, the headline figures and the investor claim", async () => {
  const { page } = await openHome(390);
  const strip = page.locator("#trusted-by");
  expect(await page.evaluate(() => document.querySelector("#ai-interview + #trusted-by") !== null)).toBe(true);
  const clients = strip.locator("ul > li");
  expect(await clients.count()).toBe(6);
  const shown = [];
  for (const client of await clients.all()) {
    await client.waitFor();
    expect(await client.locator("svg").count()).toBe(1);
    shown.push(await client.locator(":scope > span").allTextContents());
  }
  expect(shown).toEqual(clientLogos.map((client) => [client.name, client.category]));
  const text = await strip.innerText();
  for (const line of [
    "99.2%",
    "Client satisfaction",
    "75%",
    "Faster deployment",
    "500+",
    "Enterprise clients",
    "Backed by",
  ])
    expect(text).toContain(line);
});

const stories = (page: Page) => page.locator("#success-stories");
const shownCompany = (page: Page) => stories(page).locator("article h3").textContent();
/** Only the story on show is in the page. */
const cardCount = (page: Page) => stories(page).locator("article").count();

test("success stories: next wraps from the third to the first, previous from the first to the third", async () => {
  const { page } = await openHome();
  const next = stories(page).getByRole("button", { name: "Next story" });
  const previous = stories(page).getByRole("button", { name: "Previous story" });
  await expect.poll(() => shownCompany(page)).toBe("Intellisys Global Services");
  expect(await cardCount(page)).toBe(1);
  await previous.click();
  await expect.poll(() => shownCompany(page)).toBe("RetailMax Stores");
  await next.click();
  await expect.poll(() => shownCompany(page)).toBe("Intellisys Global Services");
  await next.click();
  await next.click();
  await expect.poll(() => shownCompany(page)).toBe("RetailMax Stores");
  await next.click();
  await expect.poll(() => shownCompany(page)).toBe("Intellisys Global Services");
  expect(await cardCount(page)).toBe(1);
});

test("success stories: dots and the company list select a story and show which one is selected", async () => {
  const { page } = await openHome(390);
  const dot = (n: number) => stories(page).getByRole("button", { name: `Show story ${n}` });
  const listItem = (company: string) =>
    stories(page)
      .locator("ul")
      .getByRole("button", { name: new RegExp(`^${company}`) });
  await dot(2).click();
  await expect.poll(() => shownCompany(page)).toBe("MagicSpark EdTech");
  expect(await dot(2).getAttribute("aria-current")).toBe("true");
  expect(await dot(1).getAttribute("aria-current")).toBeNull();
  expect(await listItem("MagicSpark EdTech").getAttribute("aria-pressed")).toBe("true");

  await listItem("RetailMax Stores").click();
  await expect.poll(() => shownCompany(page)).toBe("RetailMax Stores");
  expect(await listItem("RetailMax Stores").getAttribute("aria-pressed")).toBe("true");
  expect(await listItem("Intellisys Global Services").getAttribute("aria-pressed")).toBe("false");
  expect(await dot(3).getAttribute("aria-current")).toBe("true");
  const card = stories(page).locator("article");
  const text = await card.innerText();
  for (const part of ["The challenge", "Our solution", "The result", "Vikram Nair", "VN"]) expect(text).toContain(part);
  await card.getByRole("button", { name: "Talk to us about retail" }).click();
  await page.getByRole("dialog").getByRole("heading", { name: "Schedule an Appointment" }).waitFor();
});

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

test("switching tabs and stories leaves what follows in place, at desktop and phone widths", async () => {
  for (const width of [1280, 390]) {
    const { page } = await openHome(width);
    const panelBottom = () =>
      visiblePanel(page).evaluate((el) => Math.round(el.getBoundingClientRect().bottom + window.scrollY));
    const bottoms = [await panelBottom()];
    for (const name of ["AI-Powered Screening", "Explore Our AI Agents", "Rapid AI Talent Deployment"]) {
      await tab(page, name).click();
      await expect.poll(() => tab(page, name).getAttribute("aria-selected")).toBe("true");
      bottoms.push(await panelBottom());
    }
    expect(new Set(bottoms).size, `panel bottoms at ${width} px: ${bottoms.join(", ")}`).toBe(1);

    const next = stories(page).getByRole("button", { name: "Next story" });
    const nextTop = () => next.evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));
    const tops = [await nextTop()];
    for (const company of ["MagicSpark EdTech", "RetailMax Stores", "Intellisys Global Services"]) {
      await next.click();
      await expect.poll(() => shownCompany(page)).toBe(company);
      tops.push(await nextTop());
    }
    expect(new Set(tops).size, `Next button tops at ${width} px: ${tops.join(", ")}`).toBe(1);
  }
});
