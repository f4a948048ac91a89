import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { consentIdKey, consentKey } from "#app/features/consent/consent-storage";
import { visitorCookie, visitorMaxAgeSeconds } from "#app/modules/analytics/lib/tracker";
import { loadConfig } from "#server/config";
import { visitorCookieName } from "#app/modules/analytics/server/visitor";
import { CookiePolicy, PrivacyPolicy } from "#app/modules/site/ui";

// The policies say what the analytics do (docs/product.md#analytics); these tests hold the
// sentences to the code's own names and numbers, so one cannot change without the other.

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/\s+/g, " ");
const cookiePolicy = text(renderToStaticMarkup(createElement(CookiePolicy)));
const privacyPolicy = text(renderToStaticMarkup(createElement(PrivacyPolicy)));

test("the cookie table lists every cookie the site sets, the analytics one as consented, for 13 months", () => {
  expect(visitorCookie).toBe(visitorCookieName);
  const rows = [
    ...renderToStaticMarkup(createElement(CookiePolicy)).matchAll(/<th scope="row"[^>]*><code>([^<]+)<\/code>/g),
  ];
  expect(rows.map((row) => row[1])).toEqual([consentKey, consentIdKey, visitorCookie, "__Host-admin-session"]);
  expect(cookiePolicy).toMatch(
    /analytics-visitor A random identifier .* Set only after you click “Accept All”, and removed as soon as you choose “Essential Only”\. Analytics \(with your consent\) 13 months/,
  );
  const days = visitorMaxAgeSeconds / 86_400;
  expect(days).toBeGreaterThanOrEqual(13 * 30);
  expect(days).toBeLessThanOrEqual(13 * 31);
});

test("without consent, or with Global Privacy Control or Do Not Track, nothing is kept in the browser and the IP is not stored", () => {
  for (const policy of [cookiePolicy, privacyPolicy]) {
    expect(policy).toContain("Global Privacy Control");
    expect(policy).toContain("Do Not Track");
    expect(policy).toMatch(/IP address is never stored/);
  }
  expect(cookiePolicy).toMatch(/no cookie or browser storage is used for this/);
  expect(cookiePolicy).toMatch(/a random value that changes every day and is then deleted/);
  expect(cookiePolicy).toMatch(/If you choose “Essential Only” afterwards, the cookie is deleted at once/);
});

test("the retention the policy states is the server's default", () => {
  const days = loadConfig({}).analyticsRetentionDays;
  expect(cookiePolicy).toContain(`Visit records are kept for ${days} days`);
  expect(cookiePolicy).not.toMatch(/we use no analytics/i);
  expect(privacyPolicy).not.toMatch(/do not use analytics/i);
});
