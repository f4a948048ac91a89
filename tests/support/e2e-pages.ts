import type { Locator, Page } from "playwright-core";
import { nextFrames, openPage } from "./browser";
import type { SiteFixture } from "./site";

/**
 * A section that hydrates on its own (an island, docs/hydration.md): scrolled into view and
 * waited for until its code runs, so the test acts on live controls.
 */
export async function readyIsland(page: Page, name: string): Promise<Locator> {
  const island = page.locator(`[data-island="${name}"]`);
  // The wrapper has no box of its own (display: contents): scroll what it holds. What it holds may
  // be swapped while we scroll (the stand-in for the server's HTML giving way to the live section).
  for (let attempt = 1; ; attempt += 1) {
    try {
      await island.locator(":scope > *").first().scrollIntoViewIfNeeded();
      break;
    } catch (error) {
      if (attempt >= 3 || !String(error).includes("not attached")) throw error;
    }
  }
  await page.locator(`[data-island="${name}"][data-island-ready]`).waitFor({ state: "attached" });
  return island;
}

/** The booking dialog is open on its first step. */
export async function expectAppointmentDialog(page: Page): Promise<void> {
  await page.getByRole("dialog").getByText("Step 1 of 3").waitFor();
}

/** Closes whatever dialog is open with its close button and waits until it is gone. */
export async function closeDialog(page: Page): Promise<void> {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Close" }).click();
  await dialog.waitFor({ state: "detached" });
}

/** Every JSON-LD object in the page, parsed. */
export async function jsonLdOf(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** Scrolls from top to bottom a screen at a time, so every island near the viewport loads. */
export async function scrollThrough(page: Page): Promise<void> {
  const step = await page.evaluate(() => window.innerHeight);
  // The page grows as sections are drawn at their real height: measure it again at every step.
  for (let y = 0; y <= (await page.evaluate(() => document.documentElement.scrollHeight)); y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // Two frames at each stop: enough for the sections now in view to be laid out and observed.
    await nextFrames(page);
  }
  await page.waitForFunction(() => document.querySelectorAll("[data-island]:not([data-island-ready])").length === 0);
}

/** What an external link must carry: a new tab without opener or referrer. */
export async function externalLinkAttributes(link: Locator): Promise<{ target: string | null; rel: string | null }> {
  return { target: await link.getAttribute("target"), rel: await link.getAttribute("rel") };
}

/**
 * `path` on a slow phone: the CPU slowed 4x through the DevTools protocol and the cookie banner
 * answered up front (so it never covers what the visitor presses); returns as soon as `load` fires,
 * before anything has hydrated, for tests of the first click (docs/hydration.md).
 */
export async function openOnSlowPhone(site: SiteFixture, path: string, width = 1280): Promise<Page> {
  const { page } = await openPage(site.browser, {
    width,
    height: width < 800 ? 844 : 800,
    cookieConsent: "all",
    cpuSlowdown: 4,
  });
  await page.goto(site.server.url + path, { waitUntil: "load" });
  return page;
}
