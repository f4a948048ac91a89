import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { gitexFormValues } from "#tests/support/e2e-gitex";
import { nextFrames } from "#tests/support/browser";
import { useSite } from "#tests/support/site";
import { openAsVisitor } from "#tests/support/e2e-forms";

const site = useSite();

const form = (page: Page) => page.locator("form", { has: page.getByRole("button", { name: /Claim My|Submitting/ }) });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

const trustedBy = (page: Page) =>
  page.locator("section", { has: page.getByRole("heading", { name: "Trusted by", exact: true }) });
const logoRows = (page: Page) => trustedBy(page).getByRole("list");

/**
 * How each logo row moves over `ms` of frames: pixels per second (negative is leftwards) and, from
 * that, the seconds one loop takes (a row is drawn twice and slides by one copy's width).
 */
async function rowMotion(page: Page, ms = 300): Promise<Array<{ pixelsPerSecond: number; secondsPerLoop: number }>> {
  return logoRows(page).evaluateAll(async (lists, duration) => {
    const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
    const xs = () => lists.map((list) => list.getBoundingClientRect().x);
    const start = await frame();
    const from = xs();
    let now = start;
    while (now - start < duration) now = await frame();
    const to = xs();
    return lists.map((list, index) => {
      // Rounded to 0.1 px/s, and never -0, so a still row reads 0.
      const pixelsPerSecond = Math.round((((to[index] ?? 0) - (from[index] ?? 0)) / (now - start)) * 10_000) / 10 || 0;
      const copyWidth = list.getBoundingClientRect().width / 2;
      return {
        pixelsPerSecond,
        secondsPerLoop: pixelsPerSecond === 0 ? Infinity : copyWidth / Math.abs(pixelsPerSecond),
      };
    });
  }, ms);
}

test("the page reads top to bottom: hero, registration card, solutions, trusted by, backed by, footer", async () => {
  const { page } = await openAsVisitor(site, "/gitex");
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
    "Wow! You Just Got 15 Free AI Interviews for Your Candidates",
  );
  expect(await page.locator("[data-hero-banner] p").last().textContent()).toContain(
    "Fill in the short form below to activate your reward",
  );
  const headings = await page.locator("main h2").allTextContents();
  expect(headings).toEqual(["Register Your Interest", "Our AI-Powered Solutions", "Trusted by", "Backed by"]);
  expect(await page.locator("footer").count()).toBe(1);

  const labels = await form(page).locator("label").allTextContents();
  expect(labels.slice(0, 5)).toEqual([
    "Full Name",
    "Email Address",
    "Phone Number (Optional)",
    "Company Name",
    "Industry/Domain",
  ]);
  const options = await field(page, "Industry/Domain")
    .locator("option:not([disabled])")
    .evaluateAll((els) => els.map((el) => [(el as HTMLOptionElement).value, el.textContent]));
  expect(options).toEqual([
    ["technology", "Technology"],
    ["finance", "Finance"],
    ["healthcare", "Healthcare"],
    ["retail", "Retail & E-commerce"],
    ["manufacturing", "Manufacturing"],
    ["education", "Education"],
    ["consulting", "Consulting"],
    ["other", "Other"],
  ]);
  expect(await gitexFormValues(page)).toEqual({ name: "", email: "", phone: "", company: "", domain: "" });

  // Three video cards, each opening in a new tab without giving the new page a handle on ours.
  const videos = page
    .locator("section", { has: page.getByRole("heading", { name: "Our AI-Powered Solutions" }) })
    .getByRole("link");
  expect(await videos.count()).toBe(3);
  for (const link of await videos.all()) {
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await link.getAttribute("href")).toMatch(/^https:\/\//);
    const image = link.locator("img");
    expect(await image.getAttribute("width")).toBe("640");
    expect(await image.getAttribute("height")).toBe("400");
  }
  expect(await videos.allTextContents()).toEqual([
    expect.stringContaining("AI Health Agent for Autism Detection"),
    expect.stringContaining("Auto AI Interview"),
    expect.stringContaining("AI Interrogation"),
  ]);

  await page
    .getByText("Trusted by 35+ enterprises to accelerate their hiring and minimize risk.", { exact: true })
    .waitFor();
  const backers = page.locator("section", { has: page.getByRole("heading", { name: "Backed by" }) }).locator("li");
  expect(await backers.count()).toBe(2);
});

test("three endless logo rows of 7, 8 and 8: left, right, left, 40 s a loop, paused on hover, with a name and industry tooltip", async () => {
  const { page } = await openAsVisitor(site, "/gitex");
  const rows = logoRows(page);
  await trustedBy(page).scrollIntoViewIfNeeded();
  expect(await rows.count()).toBe(3);
  const logos = await Promise.all((await rows.all()).map((row) => row.getByRole("img").count()));
  expect(logos).toEqual([7, 8, 8]);

  const row = rows.first();
  const logo = row.getByRole("img").first();
  expect(await logo.getAttribute("aria-label")).toBe("Helixa Health, Healthcare");
  // Playwright counts a transparent element as visible: the tooltip's opacity is what tells whether a visitor sees it.
  const tooltip = logo.locator(":scope > span[aria-hidden]");
  const tooltipOpacity = () => tooltip.evaluate((el) => getComputedStyle(el).opacity);
  expect(await tooltipOpacity()).toBe("0");
  await logo.hover({ force: true });
  expect((await rowMotion(page))[0]?.pixelsPerSecond).toBe(0);
  await expect.poll(tooltipOpacity).toBe("1");
  expect(await tooltip.innerText()).toBe("Helixa Health\nHealthcare");

  await page.mouse.move(5, 5);
  // A second of frames is enough to time a 40 s loop to within a few per cent.
  const [first, second, third] = await rowMotion(page, 1000);
  expect(first?.pixelsPerSecond).toBeLessThan(0);
  expect(second?.pixelsPerSecond).toBeGreaterThan(0);
  expect(third?.pixelsPerSecond).toBeLessThan(0);
  for (const motion of [first, second, third]) {
    expect(motion?.secondsPerLoop).toBeGreaterThan(38);
    expect(motion?.secondsPerLoop).toBeLessThan(42);
  }

  // Keyboard users reach the logos too, and focus holds the row still.
  await row.getByRole("img").nth(1).focus();
  expect((await rowMotion(page))[0]?.pixelsPerSecond).toBe(0);
});

test("reduced motion: the rows stand still, each logo once, and no confetti is fetched", async () => {
  const { page } = await openAsVisitor(site, "/gitex", { reducedMotion: true, clock: "running" });
  const confettiRequests: Array<string> = [];
  page.on("request", (request) => {
    if (/confetti/i.test(request.url())) confettiRequests.push(request.url());
  });
  await page.waitForLoadState("load");
  await trustedBy(page).scrollIntoViewIfNeeded();
  expect((await rowMotion(page)).map((row) => row.pixelsPerSecond)).toEqual([0, 0, 0]);
  // The moving rows repeat each logo to loop without a gap; still rows show each one once.
  expect(await trustedBy(page).locator("li").filter({ visible: true }).count()).toBe(7 + 8 + 8);
  // The burst would start in the first idle moment after load, a second at the latest: jump past
  // that, then give a burst two frames to ask for its code and draw its canvas.
  await page.clock.fastForward(2000);
  await nextFrames(page);
  expect(await page.locator("canvas[data-confetti]").count()).toBe(0);
  expect(confettiRequests).toEqual([]);
});

test("confetti: loaded after the page, fired from both sides for about 3 s, then the canvas goes away", async () => {
  const { page } = await openAsVisitor(site, "/gitex");
  const html = await (await fetch(`${site.server.url}/gitex`)).text();
  expect(html).not.toMatch(/confetti/i);
  const canvas = page.locator("canvas[data-confetti]");
  await canvas.waitFor({ state: "attached", timeout: 5000 });
  // The confetti covers the screen, yet the form under it takes a click: it never stands in the visitor's way.
  const name = field(page, "Full Name");
  await name.click({ timeout: 2000 });
  expect(await canvas.count()).toBe(1);
  await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
  await canvas.waitFor({ state: "detached", timeout: 10_000 });
});
