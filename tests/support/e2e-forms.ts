import type { Browser, BrowserContext, Locator, Page, Request, Route } from "playwright-core";
import type { SiteFixture } from "./site";
import { waitForHydration } from "./browser";

export type VisitorPage = {
  page: Page;
  context: BrowserContext;
  problems: Array<string>;
  /** Lets scripts held back by `holdScripts` load. */
  releaseScripts: () => Promise<void>;
};

/**
 * A fresh visitor who has already answered the cookie banner (so it never covers a form),
 * optionally in another time zone or with reduced motion. Console and page errors are
 * collected in `problems`, as `openPage` does.
 */
export async function openAsVisitor(
  site: SiteFixture,
  path: string,
  options: { width?: number; height?: number; timezoneId?: string; reducedMotion?: boolean; holdScripts?: RegExp } = {},
): Promise<VisitorPage> {
  const browser: Browser = site.browser;
  const context = await browser.newContext({
    viewport: {
      width: options.width ?? 1280,
      height: options.height ?? (options.width && options.width < 800 ? 844 : 800),
    },
    timezoneId: options.timezoneId ?? "Asia/Kolkata",
    reducedMotion: options.reducedMotion ? "reduce" : "no-preference",
  });
  await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "all"));
  const page = await context.newPage();
  const problems: Array<string> = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  // Scripts matching `holdScripts` wait (as on a slow network) until the test releases them.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const holdScripts = options.holdScripts;
  if (holdScripts) {
    await page.route(
      (url) => holdScripts.test(url.pathname),
      async (route) => {
        await released;
        await route.continue();
      },
    );
  }
  await page.goto(site.server.url + path, { waitUntil: holdScripts ? "domcontentloaded" : "load" });
  // A click before hydration is replayed once React runs (app/lib/early-clicks.ts), but tests
  // act on a page whose handlers are attached, as its steps assume.
  if (!holdScripts) await waitForHydration(page);
  return {
    page,
    context,
    problems,
    releaseScripts: async () => {
      release();
      if (holdScripts) await page.unrouteAll({ behavior: "wait" });
    },
  };
}

/**
 * Problems other than the browser's own note about an error status the test asked for
 * (Chromium logs "Failed to load resource: ... status of 409" for every failed fetch).
 */
export function unexpectedProblems(problems: Array<string>, expectedStatuses: Array<number>): Array<string> {
  return problems.filter(
    (problem) =>
      !expectedStatuses.some((status) => problem.includes(`the server responded with a status of ${status}`)),
  );
}

/** The next POST to `path`, to read its JSON body. */
export function nextPost(page: Page, path: string): Promise<Request> {
  return page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === path);
}

/** Matches requests to `path` whatever their query string. */
export function onPath(path: string): (url: URL) => boolean {
  return (url) => url.pathname === path;
}

/** Lets requests to `path` through to the real server, but only after `ms` (to see the sending state). */
export async function slowDown(page: Page, path: string, ms: number): Promise<void> {
  await page.route(onPath(path), async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Answers requests to `path` with an error reply, as a failing server would. */
export async function failWith(
  page: Page,
  path: string,
  status: number,
  body: unknown = { message: "Temporarily unavailable." },
  delayMs = 0,
): Promise<void> {
  await page.route(onPath(path), async (route: Route) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });
  });
}

/** The visible toast, once one is showing. */
export async function visibleToast(
  page: Page,
): Promise<{ title: string; description: string; variant: string | null }> {
  const toast = page.locator('li[data-variant][data-state="open"]').first();
  await toast.waitFor();
  const [title, description, variant] = await Promise.all([
    toast.locator("div > div").first().textContent(),
    toast.locator("div > div").nth(1).textContent(),
    toast.getAttribute("data-variant"),
  ]);
  return { title: title ?? "", description: description ?? "", variant };
}

/** The error message tied to a control through aria-describedby, or null when it has none. */
export async function fieldError(control: Locator): Promise<string | null> {
  const invalid = await control.getAttribute("aria-invalid");
  const ids = (await control.getAttribute("aria-describedby"))?.split(" ") ?? [];
  const errorId = ids.find((id) => id.endsWith("-error"));
  if (!errorId) return invalid === "true" ? "(aria-invalid without a message)" : null;
  return control.page().locator(`[id="${errorId}"]`).textContent();
}
