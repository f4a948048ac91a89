import { describe, expect, it } from "vitest";
import { parseLanding, referrerDomainOf } from "./page-url";

const site = "talent.example";
const noUtm = { source: null, medium: null, campaign: null, term: null, content: null };

describe("parseLanding", () => {
  it("keeps the path, the UTM tags and the click id, and drops the rest of the query and the hash", () => {
    expect(
      parseLanding(
        "https://talent.example/gitex?utm_source=linkedin&utm_medium=paid-social&utm_campaign=gitex-2025&utm_term=ai+engineers&utm_content=video&li_fat_id=3f1c-9b2e&ref=x#book",
        site,
      ),
    ).toEqual({
      path: "/gitex",
      utm: {
        source: "linkedin",
        medium: "paid-social",
        campaign: "gitex-2025",
        term: "ai engineers",
        content: "video",
      },
      clickId: { type: "li_fat_id", value: "3f1c-9b2e" },
    });
  });

  it("answers a bare address with its path and nothing else", () => {
    expect(parseLanding("https://talent.example", site)).toEqual({ path: "/", utm: noUtm, clickId: null });
    expect(parseLanding("http://talent.example/blog/", site)).toEqual({ path: "/blog/", utm: noUtm, clickId: null });
  });

  it("refuses addresses that are not http(s) or not on the site", () => {
    for (const url of [
      "javascript:alert(document.cookie)",
      "JavaScript://talent.example/%0Aalert(1)",
      "data:text/html,<script>alert(1)</script>",
      "file:///etc/passwd",
      "ftp://talent.example/",
      "https://evil.example/?utm_source=linkedin",
      "https://talent.example.evil.example/",
      "https://nottalent.example/",
      // The URL parser skips extra slashes after http(s):, so this names the host "blog".
      "https:///blog",
      "https://",
      "/gitex?utm_source=linkedin",
      "talent.example/gitex",
      "",
      "not a url at all",
      "https://talent.example:99999/",
    ])
      expect(parseLanding(url, site), url).toBeNull();
  });

  it("accepts the site's host in any case, with www., a port, a trailing dot or credentials", () => {
    for (const url of [
      "HTTPS://TALENT.EXAMPLE/gitex",
      "https://www.talent.example/gitex",
      "https://talent.example:8443/gitex",
      "https://talent.example./gitex",
      "https:///talent.example/gitex",
      "https://user:secret@talent.example/gitex",
      "  https://talent.example/gitex\n",
    ])
      expect(parseLanding(url, site)?.path, url).toBe("/gitex");
    expect(parseLanding("http://localhost:5173/gitex", "localhost:3000")?.path).toBe("/gitex");
    expect(parseLanding("https://talent.example/gitex", "www.talent.example")?.path).toBe("/gitex");
  });

  it("matches a Unicode site host in either spelling and keeps Unicode paths in one encoded form", () => {
    expect(parseLanding("https://bücher.example/über", "bücher.example")?.path).toBe("/%C3%BCber");
    expect(parseLanding("https://xn--bcher-kva.example/%C3%BCber", "bücher.example")?.path).toBe("/%C3%BCber");
    expect(parseLanding("https://bücher.example/", "xn--bcher-kva.example")).not.toBeNull();
  });

  it("keeps Unicode in tag values, trimmed to one line", () => {
    const landing = parseLanding(
      "https://talent.example/?utm_campaign=%20Fr%C3%BChling%20%F0%9F%8C%B7%0A2025%20&utm_source=%E2%80%AElinkedin",
      site,
    );
    expect(landing?.utm.campaign).toBe("Frühling 🌷 2025");
    expect(landing?.utm.source).toBe("linkedin");
  });

  it("never lets a NUL or another control character through", () => {
    const landing = parseLanding("https://talent.example/?utm_source=link%00edin&gclid=a%00b%1Fc", site);
    expect(landing?.utm.source).toBe("link edin");
    expect(landing?.clickId).toEqual({ type: "gclid", value: "a b c" });
  });

  it("caps a 5000-character address: the path at 300, tags at 100, a click id at 200 characters", () => {
    const long = "a".repeat(5000);
    const landing = parseLanding(
      `https://talent.example/${long}?utm_source=${long}&utm_campaign=${"🌷".repeat(150)}&gclid=${long}#${long}`,
      site,
    );
    expect(landing?.path).toBe(`/${"a".repeat(299)}`);
    expect(landing?.utm.source).toBe("a".repeat(100));
    expect(landing?.utm.campaign).toBe("🌷".repeat(100));
    expect(landing?.clickId?.value).toBe("a".repeat(200));
  });

  it("never cuts a long path in the middle of an escape", () => {
    // ü is two escapes (6 characters), € three (9), 🌷 four (12): every cut point is tried.
    for (const character of ["ü", "€", "🌷"])
      for (let lead = 0; lead < 12; lead++) {
        const path =
          parseLanding(`https://talent.example/${"a".repeat(lead)}${character.repeat(100)}`, site)?.path ?? "";
        expect(path.length).toBeLessThanOrEqual(300);
        expect(decodeURIComponent(path)).toMatch(new RegExp(`^/a{${lead}}(?:${character})+$`, "u"));
      }
  });

  it("treats empty or blank tags as absent", () => {
    expect(parseLanding("https://talent.example/?utm_source=&utm_medium=%20%20&utm_campaign", site)?.utm).toEqual(
      noUtm,
    );
    expect(parseLanding("https://talent.example/?gclid=&fbclid=IwAR2x", site)?.clickId).toEqual({
      type: "fbclid",
      value: "IwAR2x",
    });
  });

  it("reads query keys case-sensitively, as analytics tools do, and takes the first of a repeated key", () => {
    const landing = parseLanding(
      "https://talent.example/?UTM_SOURCE=linkedin&Utm_Medium=cpc&GCLID=x&utm_source=a&utm_source=b",
      site,
    );
    expect(landing?.utm).toEqual({ ...noUtm, source: "a" });
    expect(landing?.clickId).toBeNull();
  });

  it("takes the search networks' click ids before fbclid", () => {
    expect(parseLanding("https://talent.example/?fbclid=f&li_fat_id=l&msclkid=m&gclid=g", site)?.clickId).toEqual({
      type: "gclid",
      value: "g",
    });
    expect(parseLanding("https://talent.example/?fbclid=f&msclkid=m", site)?.clickId).toEqual({
      type: "msclkid",
      value: "m",
    });
  });
});

describe("referrerDomainOf", () => {
  it.each([
    ["https://www.linkedin.com/feed/", "linkedin.com"],
    ["https://lnkd.in/", "lnkd.in"],
    ["https://WWW.Google.CO.IN/", "google.co.in"],
    ["http://blog.partner-agency.com:8080/post?x=1#y", "blog.partner-agency.com"],
    ["https://bücher.example/", "xn--bcher-kva.example"],
    ["https://www.www.example/", "www.example"],
    ["https://l.facebook.com./", "l.facebook.com"],
    ["http://192.168.1.10/admin", "192.168.1.10"],
  ])("%s → %s", (referrer, domain) => {
    expect(referrerDomainOf(referrer, site)).toBe(domain);
  });

  it.each([
    ["no referrer", ""],
    ["a blank one", "   "],
    ["the site itself", "https://talent.example/blog"],
    ["the site itself with www. and a port", "https://WWW.talent.example:8443/"],
    ["an app", "android-app://com.linkedin.android/"],
    ["a script", "javascript:alert(1)"],
    ["a data address", "data:text/html,hi"],
    ["a relative address", "/blog"],
    ["no host", "https://"],
    ["a host too long for DNS", `https://${"a".repeat(250)}.example/`],
    ["garbage", "not a referrer"],
  ])("%s → null", (_case, referrer) => {
    expect(referrerDomainOf(referrer, site)).toBeNull();
  });
});
