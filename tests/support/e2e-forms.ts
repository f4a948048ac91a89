import type { Locator, Page, Request, Route } from "playwright-core";
import type { SiteFixture } from "./site";
import { openPage, waitForHydration, type PageOptions, type WatchedPage } from "./browser";

export type VisitorPage = WatchedPage & {
  /** Lets scripts held back by `holdScripts` load. */
  releaseScripts: () => Promise<void>;
};

export type VisitorOptions = Omit<PageOptions, "cookieConsent"> & {
  /** Scripts whose path matches wait (as on a slow network) until `releaseScripts()`. */
  holdScripts?: RegExp;
};

/**
 * A fresh visitor who has already answered the cookie banner (so it never covers a form),
 * in India's time zone unless told otherwise. Like `site.open`, the page collects console and
 * page errors in `problems`, asserts at the test's end that none but the expected ones came up,
 * and closes itself.
 */
export async function openAsVisitor(
  site: SiteFixture,
  path: string,
  options: VisitorOptions = {},
): Promise<VisitorPage> {
  const { holdScripts, ...pageOptions } = options;
  const watched = await openPage(site.browser, {
    ...pageOptions,
    height: options.height ?? (options.width && options.width < 800 ? 844 : 800),
    timezoneId: options.timezoneId ?? "Asia/Kolkata",
    cookieConsent: "all",
  });
  const { page } = watched;
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
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
    ...watched,
    releaseScripts: async () => {
      release();
      if (holdScripts) await page.unrouteAll({ behavior: "wait" });
    },
  };
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
