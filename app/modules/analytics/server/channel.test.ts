import { describe, expect, it } from "vitest";
import { channelLabels, channelOf, sourceOf, type Channel, type Touch } from "./channel";

/** A touch as a landing page would give it: the landing query string and the referrer's domain. */
function touch(query: string, referrerDomain: string | null = null): Touch {
  const params = new URLSearchParams(query);
  const value = (key: string) => params.get(key) || null;
  const clickIdType = (["gclid", "msclkid", "li_fat_id", "fbclid"] as const).find((key) => params.has(key)) ?? null;
  return {
    referrerDomain,
    utmSource: value("utm_source"),
    utmMedium: value("utm_medium"),
    utmCampaign: value("utm_campaign"),
    utmTerm: value("utm_term"),
    utmContent: value("utm_content"),
    clickIdType,
  };
}

// This table was written before channel.ts, from links the site's visitors really arrive by: it is
// the specification of the channel rules, and the code was made to pass it unchanged.
// Columns: what the visit is, the referrer's domain, the landing query string, channel, source.
const visits: Array<[string, string | null, string, Channel, string]> = [
  ["a typed address or a bookmark", null, "", "direct", "(direct)"],
  ["a LinkedIn post share through the lnkd.in short link", "lnkd.in", "", "social", "linkedin"],
  ["a LinkedIn feed click", "linkedin.com", "", "social", "linkedin"],
  ["a LinkedIn country subdomain", "uk.linkedin.com", "", "social", "linkedin"],
  [
    "a LinkedIn sponsored post",
    null,
    "utm_source=linkedin&utm_medium=paid-social&utm_campaign=gitex-2025",
    "paid-social",
    "linkedin",
  ],
  [
    "a tagged organic LinkedIn post",
    "linkedin.com",
    "utm_source=linkedin&utm_campaign=gitex-2025",
    "social",
    "linkedin",
  ],
  ["a LinkedIn ad tagged as cpc", null, "utm_medium=cpc&utm_source=linkedin", "paid-social", "linkedin"],
  ["a LinkedIn ad with its click id", "linkedin.com", "li_fat_id=3f1c-9b2e", "paid-social", "linkedin"],
  ["a LinkedIn ad with a CPM medium", null, "utm_source=LinkedIn&utm_medium=CPM", "paid-social", "linkedin"],
  ["Google search in India", "google.co.in", "", "organic-search", "google"],
  ["Google search in Germany", "google.de", "", "organic-search", "google"],
  ["Google search in Australia", "google.com.au", "", "organic-search", "google"],
  ["a Google Ads click", "google.com", "gclid=Cj0KCQjw-abc&utm_campaign=brand", "paid-search", "google"],
  ["a Google Ads click whose referrer the browser withheld", null, "gclid=Cj0KCQjw-abc", "paid-search", "google"],
  ["a Google ad tagged by hand", null, "utm_source=google&utm_medium=cpc&utm_term=ai+talent", "paid-search", "google"],
  ["Google with utm_source only is not paid", "google.com", "utm_source=google", "organic-search", "google"],
  ["a Google Business Profile link", null, "utm_source=google&utm_medium=organic", "organic-search", "google"],
  ["a Google display banner", null, "utm_source=google&utm_medium=display", "campaign", "google"],
  ["a Bing ad with msclkid", "bing.com", "msclkid=5e1f&utm_source=bing&utm_medium=cpc", "paid-search", "bing"],
  ["a Bing ad with msclkid only", "bing.com", "msclkid=5e1f", "paid-search", "bing"],
  ["Bing search", "bing.com", "", "organic-search", "bing"],
  ["DuckDuckGo", "duckduckgo.com", "", "organic-search", "duckduckgo"],
  ["Brave Search", "search.brave.com", "", "organic-search", "brave"],
  ["Yahoo search", "search.yahoo.com", "", "organic-search", "yahoo"],
  ["Ecosia", "ecosia.org", "", "organic-search", "ecosia"],
  [
    "a Facebook share: Facebook adds fbclid to organic links too",
    "l.facebook.com",
    "fbclid=IwAR2x",
    "social",
    "facebook",
  ],
  ["an Instagram bio link", "l.instagram.com", "fbclid=PAZXh0", "social", "instagram"],
  [
    "a Meta ad: fbclid with a paid medium",
    "lm.facebook.com",
    "fbclid=IwAR2x&utm_source=facebook&utm_medium=paid_social",
    "paid-social",
    "facebook",
  ],
  ["a Facebook mobile click", "m.facebook.com", "", "social", "facebook"],
  ["an X post through t.co", "t.co", "", "social", "x"],
  ["x.com itself", "x.com", "", "social", "x"],
  ["a tagged tweet", null, "utm_source=twitter&utm_medium=social", "social", "twitter"],
  ["a XING post tagged sm", null, "utm_source=xing&utm_medium=sm", "social", "xing"],
  ["a YouTube description link", "youtube.com", "utm_source=YouTube&utm_medium=video", "social", "youtube"],
  ["old Reddit", "old.reddit.com", "", "social", "reddit"],
  ["Hacker News", "news.ycombinator.com", "", "social", "hackernews"],
  [
    "a HubSpot newsletter",
    null,
    "utm_source=hs_email&utm_medium=email&utm_campaign=march-digest&_hsmi=123",
    "email",
    "hs_email",
  ],
  ["utm_source=newsletter without a medium", null, "utm_source=newsletter", "email", "newsletter"],
  ["a hand-tagged mail with e-mail as medium", null, "utm_source=sales&utm_medium=e-mail", "email", "sales"],
  ["Gmail in the browser", "mail.google.com", "", "email", "gmail"],
  ["Outlook on the web", "outlook.office.com", "", "email", "outlook"],
  ["a partner's blog post", "blog.partner-agency.com", "", "referral", "blog.partner-agency.com"],
  ["a domain that only ends like google", "notgoogle.com", "", "referral", "notgoogle.com"],
  ["a partner tagged as referral", null, "utm_source=partner-site&utm_medium=referral", "referral", "partner-site"],
  [
    "ChatGPT, which tags its links with its own domain",
    "chatgpt.com",
    "utm_source=chatgpt.com",
    "referral",
    "chatgpt.com",
  ],
  [
    "a QR code on a printed flyer",
    null,
    "utm_source=flyer&utm_medium=print&utm_campaign=gitex-2025",
    "campaign",
    "flyer",
  ],
  ["a campaign tag alone, clicked on LinkedIn", "linkedin.com", "utm_campaign=gitex-2025", "social", "linkedin"],
  ["utm_content alone is not a campaign", "google.com", "utm_content=hero-button", "organic-search", "google"],
];

describe("channelOf and sourceOf", () => {
  it.each(visits)("%s (referrer %s, ?%s) → %s from %s", (_visit, referrer, query, channel, source) => {
    const visit = touch(query, referrer);
    expect(channelOf(visit)).toBe(channel);
    expect(sourceOf(visit)).toBe(source);
  });
});

describe("domain matching", () => {
  it("matches known domains on label boundaries only", () => {
    expect(channelOf(touch("", "de.linkedin.com"))).toBe("social");
    expect(channelOf(touch("", "notlinkedin.com"))).toBe("referral");
    expect(channelOf(touch("", "linkedin.com.evil.example"))).toBe("referral");
    expect(channelOf(touch("", "box.com"))).toBe("referral");
    expect(channelOf(touch("", "google.evil.com"))).toBe("referral");
    expect(channelOf(touch("", "yandex.ru"))).toBe("organic-search");
  });

  it("treats Google's other services as referrers, not as search", () => {
    expect(channelOf(touch("", "docs.google.com"))).toBe("referral");
    expect(sourceOf(touch("", "docs.google.com"))).toBe("docs.google.com");
  });

  it("takes a www. prefix and stray capitals in its stride", () => {
    expect(channelOf(touch("", "www.LinkedIn.com"))).toBe("social");
    expect(sourceOf(touch("", "www.Bing.com"))).toBe("bing");
    expect(sourceOf(touch("utm_source=%20LinkedIn%20"))).toBe("linkedin");
  });
});

it("has a label for every channel", () => {
  expect(channelLabels).toEqual({
    direct: "Direct",
    "organic-search": "Organic search",
    "paid-search": "Paid search",
    social: "Social",
    "paid-social": "Paid social",
    email: "Email",
    referral: "Referral",
    campaign: "Campaign",
  });
});
