import { expect, test } from "vitest";
import { saysOtherSite, saysThisSite, type SiteHeaders } from "./same-site";

const thisHost = "localhost:3000";
const publicUrl = "https://talent.example";

function headers(origin: string | undefined, fetchSite: string | undefined): SiteHeaders {
  return { origin, fetchSite, host: thisHost, publicUrl };
}

// [origin, Sec-Fetch-Site, says another site (API, link pages), says this site (admin)]
const cases: Array<[string | undefined, string | undefined, boolean, boolean]> = [
  ["http://localhost:3000", undefined, false, true],
  ["http://localhost:3000", "same-origin", false, true],
  ["https://talent.example", undefined, false, true],
  ["https://evil.example", undefined, true, false],
  ["https://evil.example", "cross-site", true, false],
  [undefined, "cross-site", true, false],
  ["null", undefined, true, false],
  ["not a url", undefined, true, false],
  // Saying nothing is not another site, but it is not this site either.
  [undefined, undefined, false, false],
  [undefined, "same-origin", false, true],
  [undefined, "same-site", false, false],
  [undefined, "none", false, false],
  ["http://localhost:3000", "same-site", false, false],
];

test.each(cases)(
  "Origin %s with Sec-Fetch-Site %s: another site %s, this site %s",
  (origin, fetchSite, other, same) => {
    expect(saysOtherSite(headers(origin, fetchSite))).toBe(other);
    expect(saysThisSite(headers(origin, fetchSite))).toBe(same);
  },
);

test("without a public address only the request's own host is this site", () => {
  const own = { origin: "https://talent.example", fetchSite: undefined, host: thisHost };
  expect(saysOtherSite(own)).toBe(true);
  expect(saysThisSite(own)).toBe(false);
});
