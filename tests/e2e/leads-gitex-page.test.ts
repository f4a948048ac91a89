import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { useSite } from "#tests/support/site";
import { openAsVisitor } from "#tests/support/e2e-forms";

const site = useSite();

const form = (page: Page) => page.locator("form", { has: page.getByRole("button", { name: /Claim My|Submitting/ }) });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function values(page: Page) {
  return {
    name: await field(page, "Full Name").inputValue(),
    email: await field(page, "Email Address").inputValue(),
    phone: await field(page, "Phone Number (Optional)").inputValue(),
    company: await field(page, "Company Name").inputValue(),
    domain: await field(page, "Industry/Domain").inputValue(),
  };
}

test("the page reads top to bottom: hero, registration card, solutions, trusted by, backed by, footer", async () => {
  const { page, problems, context } = await openAsVisitor(site, "/gitex");
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
  expect(await values(page)).toEqual({ name: "", email: "", phone: "", company: "", domain: "" });

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

  expect(
    await page
      .getByText("Trusted by 35+ enterprises to accelerate their hiring and minimize risk.", { exact: true })
      .isVisible(),
  ).toBe(true);
  const backers = page.locator("section", { has: page.getByRole("heading", { name: "Backed by" }) }).locator("li");
  expect(await backers.count()).toBe(2);
  expect(problems).toEqual([]);
  await context.close();
});

test("three endless logo rows of 7, 8 and 8: left, right, left, 40 s a loop, paused on hover, with a name and industry tooltip", async () => {
  const { page, problems, context } = await openAsVisitor(site, "/gitex");
  const rows = page.locator(".marquee-row");
  expect(await rows.count()).toBe(3);
  const shape = await rows.evaluateAll((els) =>
    els.map((row) => {
      const track = row.querySelector(".marquee-track") as HTMLElement;
      const style = getComputedStyle(track);
      return {
        logos: row.querySelectorAll("li:not([aria-hidden])").length,
        name: style.animationName,
        duration: style.animationDuration,
        iterations: style.animationIterationCount,
      };
    }),
  );
  expect(shape).toEqual([
    { logos: 7, name: "marquee-left", duration: "40s", iterations: "infinite" },
    { logos: 8, name: "marquee-right", duration: "40s", iterations: "infinite" },
    { logos: 8, name: "marquee-left", duration: "40s", iterations: "infinite" },
  ]);

  const first = rows.nth(0);
  const logo = first.getByRole("img").first();
  expect(await logo.getAttribute("aria-label")).toBe("Helixa Health, Healthcare");
  await first.scrollIntoViewIfNeeded();
  const playState = () => first.locator(".marquee-track").evaluate((el) => getComputedStyle(el).animationPlayState);
  expect(await playState()).toBe("running");
  await logo.hover({ force: true });
  expect(await playState()).toBe("paused");
  const tooltip = page.locator(".marquee-row [role=img]:hover > span[aria-hidden]");
  await expect.poll(() => tooltip.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  expect(await tooltip.innerText()).toBe("Helixa Health\nHealthcare");
  await page.mouse.move(5, 5);
  expect(await playState()).toBe("running");

  // Keyboard users reach the logos too, and focus holds the row still and shows the tooltip.
  await first.getByRole("img").nth(1).focus();
  expect(await playState()).toBe("paused");
  expect(problems).toEqual([]);
  await context.close();
});

test("reduced motion: the rows stand still, each logo once, and no confetti is fetched", async () => {
  const { page, problems, context } = await openAsVisitor(site, "/gitex", { reducedMotion: true });
  const confettiRequests: Array<string> = [];
  page.on("request", (request) => {
    if (/confetti/i.test(request.url())) confettiRequests.push(request.url());
  });
  await page.waitForLoadState("load");
  await page.waitForTimeout(1500);
  const names = await page
    .locator(".marquee-track")
    .evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName));
  expect(names).toEqual(["none", "none", "none"]);
  expect(await page.locator(".marquee-copy").first().isVisible()).toBe(false);
  expect(await page.locator("canvas[data-confetti]").count()).toBe(0);
  expect(confettiRequests).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

test("confetti: loaded after the page, fired from both sides for about 3 s, then the canvas goes away", async () => {
  const { page, problems, context } = await openAsVisitor(site, "/gitex");
  const html = await (await fetch(`${site.server.url}/gitex`)).text();
  expect(html).not.toMatch(/confetti/i);
  const canvas = page.locator("canvas[data-confetti]");
  await canvas.waitFor({ state: "attached", timeout: 5000 });
  expect(await canvas.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe("none");
  await canvas.waitFor({ state: "detached", timeout: 10_000 });
  expect(problems).toEqual([]);
  await context.close();
});
