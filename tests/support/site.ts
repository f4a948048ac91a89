import { afterAll, beforeAll, inject } from "vitest";
import type { Browser } from "playwright-core";
import { startAppServer, type RunningServer } from "./app-server";
import { launchBrowser, openPage, waitForHydration, type PageOptions, type WatchedPage } from "./browser";

/** What a test reads of the server it visits: its address and its data folder (emails, files). */
export type SiteServer = Pick<RunningServer, "url" | "port" | "dataDir">;

export type SiteFixture = {
  readonly server: SiteServer;
  readonly browser: Browser;
  /**
   * A fresh page (own cookies and storage) on `path`, once hydrated. It records console and page
   * errors; at the test's end it asserts there were none but the expected ones, and closes itself.
   */
  open: (path: string, options?: PageOptions) => Promise<WatchedPage>;
};

/**
 * This worker's Chromium, launched for the first file that shares it and kept for the files after
 * it (the worker's modules outlive a file: `isolate: false`); Playwright closes it when the worker
 * exits. Each test still gets a fresh context, so no cookie or storage passes between tests.
 */
let workerBrowser: Promise<Browser> | null = null;

export function sharedBrowser(): Promise<Browser> {
  workerBrowser ??= launchBrowser();
  return workerBrowser;
}

/**
 * Starts a server (the way `start` does) before a test file's tests and stops it after them; the
 * pages are opened in this worker's Chromium (its contexts the file left open are closed at the
 * end). `server` and `browser` throw if read before they started.
 */
export function useServerAndBrowser(start: () => Promise<RunningServer>): {
  readonly server: RunningServer;
  readonly browser: Browser;
} {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([start(), sharedBrowser()]);
  });
  afterAll(async () => {
    await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
    await server?.stop();
    server?.cleanup();
  });
  return {
    get server() {
      if (!server) throw new Error("server not started");
      return server;
    },
    get browser() {
      if (!browser) throw new Error("browser not started");
      return browser;
    },
  };
}

/**
 * The run's shared server (tests/e2e/shared-server.ts) and this worker's browser, for a file's tests.
 * At the file's end, contexts it opened outside a test are closed (those of its tests close themselves).
 */
function useSharedServerAndBrowser(): { readonly server: SiteServer; readonly browser: Browser } {
  const server = inject("sharedServer");
  if (!server) throw new Error("No shared server: useSite() without settings runs in the browser suite (tests/e2e).");
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
  });
  return {
    server,
    get browser() {
      if (!browser) throw new Error("browser not started");
      return browser;
    },
  };
}

/**
 * The production server and Chromium for one test file. With no settings (`useSite()`) the file
 * shares the run's server and its worker's browser with the other such files, so what it writes
 * must not decide another file's assertions: its own email addresses, its own names. With settings,
 * or with `{ ownServer: true }` for a file whose assertions read the whole site's state (the free
 * slots), it starts its own server, stopped after it, and uses the worker's browser.
 */
export function useSite(env: Record<string, string> = {}, options: { ownServer?: boolean } = {}): SiteFixture {
  const own = options.ownServer === true || Object.keys(env).length > 0;
  const running = own ? useServerAndBrowser(() => startAppServer({ env })) : useSharedServerAndBrowser();
  return Object.assign(running, {
    async open(path: string, options?: PageOptions) {
      const watched = await openPage(running.browser, options);
      await watched.page.goto(running.server.url + path);
      await waitForHydration(watched.page);
      return watched;
    },
  });
}
