import { existsSync } from "node:fs";
import { expect, onTestFinished } from "vitest";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export function chromePath(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
    Boolean,
  ) as Array<string>;
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      "No Chromium found. Set CHROME_PATH, or install Debian's chromium (apt-get install -y chromium) for /usr/bin/chromium.",
    );
  }
  return found;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath(),
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}

/**
 * A problem a test expects its visitor to meet: an HTTP status (Chromium logs "Failed to load
 * resource: the server responded with a status of 409" for every failed request) or a pattern
 * of the problem's text.
 */
export type ExpectedProblem = number | RegExp;

export type PageOptions = {
  width?: number;
  height?: number;
  reducedMotion?: boolean;
  /** The visitor's time zone (the browser's default when not given). */
  timezoneId?: string;
  deviceScaleFactor?: number;
  /** A choice already stored for the cookie banner, so it never covers what the visitor presses. */
  cookieConsent?: "all" | "essential";
  /** Slows the CPU down this many times, as on a cheap phone. */
  cpuSlowdown?: number;
  /** The browser's user agent (headless Chromium names itself, and the analytics leave bots out). */
  userAgent?: string;
  /** Problems the test expects: the check at the test's end lets these through. */
  expectProblems?: Array<ExpectedProblem>;
  /**
   * The page's clock (`page.clock`), installed before any of its scripts run, for a test about
   * time: "running" keeps pace with real time until the test pauses it (`pauseClock`) or jumps
   * ahead (`page.clock.fastForward`); "paused" stands still from the first script on, so the
   * page's timers fire only when the test moves time with `page.clock.runFor`.
   */
  clock?: "running" | "paused";
};

export type WatchedPage = {
  page: Page;
  context: BrowserContext;
  /** Every console error and uncaught page error, as text. */
  problems: Array<string>;
  /** Declares problems the test expects from here on (an error status it provokes, say). */
  expectProblems: (...expected: Array<ExpectedProblem>) => void;
};

/** `problems` less the ones that match `expected`. */
export function withoutExpected(problems: Array<string>, expected: Array<ExpectedProblem>): Array<string> {
  return problems.filter(
    (problem) =>
      !expected.some((match) =>
        typeof match === "number"
          ? problem.includes(`the server responded with a status of ${match}`)
          : match.test(problem),
      ),
  );
}

/**
 * A page in a fresh context (own cookies and storage) that records every console error and
 * uncaught page error. When the test ends, pass or fail, it asserts that no problem came up
 * other than the expected ones, and closes the context; a test never closes it by hand
 * (doing so anyway is harmless). Outside a test (in `beforeAll`) nothing is registered and
 * the browser's own close ends the context.
 */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    reducedMotion: options.reducedMotion ? "reduce" : "no-preference",
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    ...(options.deviceScaleFactor ? { deviceScaleFactor: options.deviceScaleFactor } : {}),
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  const problems: Array<string> = [];
  const expected = [...(options.expectProblems ?? [])];
  closeWhenTestEnds(context, problems, expected);
  const consent = options.cookieConsent;
  // Init scripts run in every frame; only our own page's top frame has storage to set (an embedded
  // player's error page, for one, has none and would throw).
  if (consent)
    await context.addInitScript((choice) => {
      if (window.top === window) window.localStorage.setItem("cookie-consent", choice);
    }, consent);
  const page = await context.newPage();
  recordProblems(page, problems);
  if (options.clock) {
    const start = Date.now();
    await page.clock.install({ time: start });
    if (options.clock === "paused") await page.clock.pauseAt(start + 1000);
  }
  if (options.cpuSlowdown) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: options.cpuSlowdown });
  }
  return { page, context, problems, expectProblems: (...more) => expected.push(...more) };
}

/** Reports CSP violations as console errors, which every watched page records (and fails on). */
export async function watchCsp(watched: WatchedPage): Promise<void> {
  await watched.context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
}

function recordProblems(page: Page, problems: Array<string>): void {
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
}

/**
 * A second page in the same context (the same visitor, with their cookies and storage, coming
 * back): its problems join the first page's, checked and closed with it when the test ends.
 */
export async function anotherPage(visit: WatchedPage): Promise<WatchedPage> {
  const page = await visit.context.newPage();
  recordProblems(page, visit.problems);
  return { ...visit, page };
}

function closeWhenTestEnds(context: BrowserContext, problems: Array<string>, expected: Array<ExpectedProblem>): void {
  try {
    onTestFinished(async () => {
      try {
        expect(withoutExpected(problems, expected), "console and page errors").toEqual([]);
      } finally {
        await context.close();
      }
    });
  } catch {
    // Not inside a test: the suite's browser closes the context when the file ends.
  }
}

/** Resolves once React has hydrated the page (app/lib/early-clicks.ts marks <html>): handlers are attached. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Resolves after the page has drawn `count` more frames: by then whatever the last step set off
 * in the page (a render, a scroll, a request it starts) has happened. The settle point for a check
 * that something did not happen. (Under a paused page clock no frame comes until the test moves
 * time with `page.clock.runFor`: call it where the clock runs.)
 */
export async function nextFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((done) => {
        const next = (left: number) => (left === 0 ? done() : requestAnimationFrame(() => next(left - 1)));
        next(frames);
      }),
    count,
  );
}

/**
 * Stops a running page clock (`clock: "running"`) a second from now, so that what the test does
 * next starts timers at a known moment; `page.clock.runFor` then moves time exactly. (The clock
 * can only be stopped at a moment still to come: a second leaves room for a busy machine.)
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}
