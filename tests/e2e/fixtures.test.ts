import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, openPage } from "#tests/support/browser";

/**
 * The promises the browser fixtures make to every test (tests/support/browser.ts): what a test
 * opens is closed when it ends, pass or fail, and a console error fails it unless declared.
 * Two tests here fail on purpose (`test.fails`), to show what happens after a failure.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

test.fails("a test that fails still has its pages closed (this one fails on purpose)", async () => {
  await openPage(browser);
  await openPage(browser, { width: 390, cookieConsent: "all" });
  expect(browser.contexts()).toHaveLength(0);
});

test("so the next test starts with no page left open", () => {
  expect(browser.contexts()).toEqual([]);
});

test("a page closed by hand is closed once, harmlessly", async () => {
  const { context } = await openPage(browser);
  await context.close();
});

test.fails("a console error fails the test when it ends (this one fails on purpose)", async () => {
  const { page, problems } = await openPage(browser);
  await page.evaluate(() => console.error("Something broke"));
  await expect.poll(() => problems).toEqual(["console error: Something broke"]);
});

test("an error the test expects does not fail it, whether declared at opening or later", async () => {
  const atOpening = await openPage(browser, { expectProblems: [/Something broke/] });
  await atOpening.page.evaluate(() => console.error("Something broke"));
  const later = await openPage(browser);
  later.expectProblems(/Something else broke/);
  await later.page.evaluate(() => console.error("Something else broke"));
  await expect.poll(() => [...atOpening.problems, ...later.problems]).toHaveLength(2);
});
