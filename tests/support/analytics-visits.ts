import { expect } from "vitest";
import { testOrigin, type ApiHarness } from "./api-app";

/** Browsers for analytics tests: an address (the daily visitor key hashes it) and a User-Agent. */
export type TestBrowser = { ip: string; userAgent?: string };

export const desktopChrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
export const iPhoneSafari =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

const site = "http://localhost:3000";

/** The headers a browser's requests carry: the site's origin, its address, its User-Agent. */
export function headersOf(browser: TestBrowser): Record<string, string> {
  return { origin: testOrigin, "x-forwarded-for": browser.ip, "user-agent": browser.userAgent ?? desktopChrome };
}

async function send(h: ApiHarness, browser: TestBrowser, event: Record<string, unknown>): Promise<void> {
  const response = await h.request("/api/events", {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", ...headersOf(browser) },
    body: JSON.stringify(event),
  });
  expect(response.status).toBe(202);
}

/**
 * A page view as the tracker sends it. `from` is the referrer: a path of this site (a click
 * inside the site), an outside address, or nothing (typed in, a bookmark).
 */
export function viewPage(h: ApiHarness, browser: TestBrowser, path: string, from = ""): Promise<void> {
  const referrer = from.startsWith("/") ? site + from : from;
  const width = browser.userAgent === iPhoneSafari ? 390 : 1280;
  return send(h, browser, { type: "pageview", url: site + path, referrer, width });
}

/** The first key press in a form, as the tracker reports it (the form by its endpoint). */
export function startForm(h: ApiHarness, browser: TestBrowser, path: string, endpoint: string): Promise<void> {
  return send(h, browser, { type: "form_start", url: site + path, referrer: "", form: endpoint });
}

/** Sends a lead form from the browser, and answers the stored lead's id. */
export async function submitLead(
  h: ApiHarness,
  browser: TestBrowser,
  endpoint: string,
  body: Record<string, unknown>,
): Promise<string> {
  const response = await h.postJson(endpoint, body, headersOf(browser));
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
