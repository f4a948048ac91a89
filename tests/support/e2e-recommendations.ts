import type { BrowserContext, Locator, Page, Route } from "playwright-core";
import { waitForHydration } from "./browser";
import type { SiteFixture } from "./site";

export const suggestionsPath = "/api/content/suggestions";
export const researchPath = "/api/content/web-research";

export type RecommendationsVisit = { page: Page; context: BrowserContext; problems: Array<string> };

/**
 * A visitor on /recommendations who has answered the cookie banner. `prepare` runs on the context
 * before the page opens (to route the content calls); `keepStorage` reuses a context for a second
 * visit. Waits for the page's island (its controls' code) unless `wait` is false.
 */
export async function openRecommendations(
  site: SiteFixture,
  options: {
    width?: number;
    prepare?: (context: BrowserContext) => Promise<void>;
    context?: BrowserContext;
    wait?: boolean;
  } = {},
): Promise<RecommendationsVisit> {
  const width = options.width ?? 1280;
  const context =
    options.context ?? (await site.browser.newContext({ viewport: { width, height: width < 800 ? 844 : 800 } }));
  if (!options.context) await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "all"));
  await options.prepare?.(context);
  const page = await context.newPage();
  const problems: Array<string> = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  // Without waiting, the test acts as soon as the HTML is there (module scripts delay `load`).
  await page.goto(`${site.server.url}/recommendations`, { waitUntil: options.wait === false ? "commit" : "load" });
  if (options.wait !== false) {
    await waitForHydration(page);
    await page.locator('[data-island="recommendations"][data-island-ready]').waitFor({ state: "attached" });
  }
  return { page, context, problems };
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

/** Problems other than Chromium's note about an error status a test asked for. */
export function unexpected(problems: Array<string>, statuses: Array<number> = []): Array<string> {
  return problems.filter(
    (problem) => !statuses.some((status) => problem.includes(`the server responded with a status of ${status}`)),
  );
}
