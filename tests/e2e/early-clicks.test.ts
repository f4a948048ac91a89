import { expect, test } from "vitest";
import { openOnSlowPhone } from "#tests/support/e2e-pages";
import { useSite } from "#tests/support/site";

/**
 * Every control in the prerendered HTML works from the first click (docs/hydration.md): a visitor on
 * a slow phone presses it as soon as the page has loaded, before its code has run, and still sees
 * what it does. The CPU is slowed 4x through the DevTools protocol, and each test clicks right
 * after the `load` event without waiting for anything to hydrate.
 */

const site = useSite();

test("five early presses of 'Next Step' walk How it works to its last step", async () => {
  const page = await openOnSlowPhone(site, "/");
  const section = page.locator("#how-it-works");
  const next = section.getByRole("button", { name: /^(Next Step|Start Over)$/ });
  for (let press = 0; press < 5; press += 1) await next.click();
  await expect.poll(() => next.textContent(), { timeout: 15_000 }).toBe("Start Over");
  await expect.poll(() => section.getByRole("tab", { selected: true }).textContent()).toContain("Continuous Support");
});

test("Request Demo in the hero, the header and the footer opens the appointment dialog at once", async () => {
  for (const [where, name] of [
    ["[data-hero-banner]", "Request Demo"],
    ["header", "Request Demo"],
    ["footer", "Request a Demo"],
  ] as const) {
    const page = await openOnSlowPhone(site, "/");
    await page.locator(where).getByRole("button", { name, exact: true }).click();
    await page.getByRole("dialog").waitFor({ timeout: 15_000 });
    expect(await page.getByRole("dialog").count(), where).toBe(1);
  }
});

test("an early press on a Core Offerings tab selects it", async () => {
  const page = await openOnSlowPhone(site, "/");
  const tab = page.locator("#offerings").getByRole("tab").nth(2);
  await tab.click();
  await expect.poll(() => tab.getAttribute("aria-selected"), { timeout: 15_000 }).toBe("true");
});

test("early presses on the success stories' arrows move the carousel", async () => {
  const page = await openOnSlowPhone(site, "/");
  const section = page.locator("#success-stories");
  await section.getByRole("button", { name: "Next story" }).click();
  await section.getByRole("button", { name: "Next story" }).click();
  await expect
    .poll(() => section.getByRole("button", { name: "Show story 3" }).getAttribute("aria-current"), {
      timeout: 15_000,
    })
    .toBe("true");
});

test("an early press on a specialization card shows its expertise", async () => {
  const page = await openOnSlowPhone(site, "/", 390);
  const toggle = page.locator("#talent-specializations article").first().getByRole("button");
  await toggle.click();
  await expect.poll(() => toggle.getAttribute("aria-expanded"), { timeout: 15_000 }).toBe("true");
});

test("an early press on an industry shows that industry", async () => {
  const page = await openOnSlowPhone(site, "/");
  const tab = page.locator("#industries").getByRole("tab", { name: /Finance/ });
  await tab.click();
  await expect.poll(() => tab.getAttribute("aria-selected"), { timeout: 15_000 }).toBe("true");
});

test("an early press on a technology category opens it", async () => {
  const page = await openOnSlowPhone(site, "/");
  const category = page.locator("#technology-stack h3 button").nth(1);
  const before = await category.getAttribute("aria-expanded");
  await category.click();
  await expect
    .poll(() => category.getAttribute("aria-expanded"), { timeout: 15_000 })
    .toBe(before === "true" ? "false" : "true");
});

test("early presses in the skills network open the pathways and pick a skill from the list", async () => {
  const page = await openOnSlowPhone(site, "/");
  const section = page.locator("#skill-network");
  const pathways = section.getByRole("button", { name: "Learning Pathways", exact: true });
  await pathways.click();
  await section
    .getByRole("button", { name: /^Python/ })
    .first()
    .click();
  await expect.poll(() => pathways.getAttribute("aria-expanded"), { timeout: 15_000 }).toBe("true");
  await expect.poll(() => section.getByRole("heading", { name: "Python" }).count()).toBeGreaterThan(0);
});

test("an early press on 'Schedule My AI Interview' checks the form instead of submitting it natively", async () => {
  const page = await openOnSlowPhone(site, "/");
  const form = page.locator("#ai-interview form");
  await form.getByRole("button", { name: "Schedule My AI Interview" }).click();
  await form.getByText("Name must be at least 2 characters.").waitFor({ timeout: 15_000 });
  expect(new URL(page.url()).search).toBe("");
});

test("/gitex: an early press on the registration button checks the form", async () => {
  const page = await openOnSlowPhone(site, "/gitex", 390);
  await page.getByRole("button", { name: "Claim My 15 Free AI Interviews" }).click();
  await page.getByText("Name must be at least 2 characters.").waitFor({ timeout: 15_000 });
  expect(new URL(page.url()).search).toBe("");
});
