import { afterAll, beforeAll } from "vitest";
import type { Browser } from "playwright-core";
import { startAppServer, type RunningServer } from "./app-server";
import { launchBrowser, openPage, waitForHydration, type PageOptions, type WatchedPage } from "./browser";

export type SiteFixture = {
  readonly server: RunningServer;
  readonly browser: Browser;
  /**
   * A fresh page (own cookies and storage) on `path`, once hydrated. It records console and page
   * errors; at the test's end it asserts there were none but the expected ones, and closes itself.
   */
  open: (path: string, options?: PageOptions) => Promise<WatchedPage>;
};

/**
 * Starts a server (the way `start` does) and Chromium before a test file's tests, and stops both
 * after them; `server` and `browser` throw if read before they started.
 */
export function useServerAndBrowser(start: () => Promise<RunningServer>): {
  readonly server: RunningServer;
  readonly browser: Browser;
} {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await start();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
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

/** Starts the production server and Chromium for one test file, and stops both after it. */
export function useSite(env: Record<string, string> = {}): SiteFixture {
  const running = useServerAndBrowser(() => startAppServer({ env }));
  return Object.assign(running, {
    async open(path: string, options?: PageOptions) {
      const watched = await openPage(running.browser, options);
      await watched.page.goto(running.server.url + path);
      await waitForHydration(watched.page);
      return watched;
    },
  });
}
