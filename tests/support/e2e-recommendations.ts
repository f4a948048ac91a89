import type { BrowserContext, Locator, Page, Route } from "playwright-core";
import { anotherPage, openPage, waitForHydration, type ExpectedProblem, type WatchedPage } from "./browser";
import type { SiteFixture } from "./site";

export const suggestionsPath = "/api/content/suggestions";
export const researchPath = "/api/content/web-research";

export type RecommendationsVisit = WatchedPage;

/**
 * A visitor on /recommendations who has answered the cookie banner. `prepare` runs on the context
 * before the page loads (to route the content calls); `returningVisit` opens a second page as the
 * same visitor (their storage kept). Waits for the page's island (its controls' code) unless
 * `wait` is false. Like every fixture page, it is checked for problems and closed when the test ends.
 */
export async function openRecommendations(
  site: SiteFixture,
  options: {
    width?: number;
    prepare?: (context: BrowserContext) => Promise<void>;
    returningVisit?: RecommendationsVisit;
    wait?: boolean;
    expectProblems?: Array<ExpectedProblem>;
  } = {},
): Promise<RecommendationsVisit> {
  const width = options.width ?? 1280;
  const visit = options.returningVisit
    ? await anotherPage(options.returningVisit)
    : await openPage(site.browser, {
        width,
        height: width < 800 ? 844 : 800,
        cookieConsent: "all",
        expectProblems: options.expectProblems,
      });
  await options.prepare?.(visit.context);
  const { page } = visit;
  // Without waiting, the test acts as soon as the HTML is there (module scripts delay `load`).
  await page.goto(`${site.server.url}/recommendations`, { waitUntil: options.wait === false ? "commit" : "load" });
  if (options.wait !== false) {
    await waitForHydration(page);
    await page.locator('[data-island="recommendations"][data-island-ready]').waitFor({ state: "attached" });
  }
  return visit;
}

/** The recommended or trending list, whatever state it is in. */
export function list(page: Page, name: "recommended" | "trending"): Locator {
  return page.locator(`[data-list="${name}"]`);
}

export async function waitForState(page: Page, name: "recommended" | "trending", state: string): Promise<void> {
  await page.locator(`[data-list="${name}"][data-state="${state}"]`).waitFor();
}

/** Answers `path` with `body` (JSON) and `status`, after `delayMs`. */
export async function answer(
  context: BrowserContext,
  path: string,
  status: number,
  body: unknown,
  delayMs = 0,
): Promise<void> {
  await context.route(
    (url) => url.pathname === path,
    async (route: Route) => {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });
    },
  );
}

/** Holds every request to `path` until the returned function is called, then lets them through. */
export async function hold(context: BrowserContext, path: string): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(
    (url) => url.pathname === path,
    async (route: Route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** Counts the requests to `path` and keeps their JSON bodies (of one page, or of every page of a context). */
export function recordPosts(source: Page | BrowserContext, path: string): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  source.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === path) {
      bodies.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  return bodies;
}
