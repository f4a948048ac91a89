import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { openPage, waitForHydration } from "#tests/support/browser";
import { startDevServer, type DevServer } from "#tests/support/dev-server";
import { sharedBrowser } from "#tests/support/site";

// `npm run dev` is how the next engineer meets the code: it must serve the same site as production.
let dev: DevServer;
let browser: Browser;
beforeAll(async () => {
  [dev, browser] = await Promise.all([startDevServer(), sharedBrowser()]);
});
afterAll(async () => {
  await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
  await dev?.stop();
});

test("npm run dev serves the pages, the admin's sign-in and the API, with production's headers", async () => {
  for (const path of ["/", "/gitex"]) {
    const response = await fetch(dev.url + path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get("content-security-policy"), path).toContain("script-src 'self' 'sha256-");
    expect(await response.text(), path).toContain("<h1");
  }
  const admin = await fetch(`${dev.url}/admin`, { redirect: "manual" });
  expect(admin.status).toBe(303);
  expect(admin.headers.get("location")).toContain("/admin/login");
  const availability = await fetch(`${dev.url}/api/appointments/availability`);
  expect(availability.status).toBe(200);
  expect(availability.headers.get("x-content-type-options")).toBe("nosniff");
  expect(((await availability.json()) as { days: Array<unknown> }).days.length).toBeGreaterThan(0);
});

test("a page from npm run dev hydrates in Chromium without a console error or CSP violation", async () => {
  const { page } = await openPage(browser, { cookieConsent: "essential" });
  await page.goto(`${dev.url}/gitex`);
  await waitForHydration(page);
  expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
});
