/**
 * Which marketing channel brought a visit, and from which source: the first-party answer to "where
 * do our visitors and leads come from". Pure rules over what the landing page saw.
 *
 * The rules, first match wins:
 *
 * 1. An ad network's click id. `gclid` (Google Ads) and `msclkid` (Microsoft Advertising) are paid
 *    search; `li_fat_id` (LinkedIn ads) is paid social. `fbclid` is different: Facebook and Instagram
 *    append it to every outbound link, organic posts included, so it means paid social only with a
 *    paid `utm_medium` (those of rules 2a and 2b, or `cpm`) and social otherwise.
 * 2. Campaign tags, when `utm_source`, `utm_medium` or `utm_campaign` is present (`utm_term` or
 *    `utm_content` alone say nothing about the channel). The medium is compared lowercased, with
 *    spaces and underscores read as hyphens (`paid_social` is `paid-social`). "The source" is
 *    `utm_source`, or the referrer when the link carries no source.
 *    a. medium `cpc`, `ppc`, `paid`, `paidsearch`, `paid-search`, `sem`: paid social when the
 *       source is a social network, else paid search;
 *    b. medium `paid-social`, `paidsocial`, `social-paid`, or `cpm` from a social network: paid social;
 *    c. medium `email`, `e-mail`, `newsletter`: email;
 *    d. medium `social`, `social-network`, `social-media`, `sm`: social;
 *    e. medium `organic`: organic search, except from a social network, where marketers use it
 *       for unpaid posts: social;
 *    f. medium `referral`: referral;
 *    g. otherwise by the source: a social network is social; a mail source (`email`,
 *       `newsletter`, HubSpot's `hs_email`, webmail) is email. With no medium at all, a search
 *       engine is organic search (`utm_source=google` alone is not an ad) and a source written as
 *       a domain is a referral (ChatGPT tags its links `utm_source=chatgpt.com`). Anything else
 *       is a campaign: print, QR codes, events, and display ads such as
 *       `utm_source=google&utm_medium=display`, which are not organic search.
 * 3. No tags: the referrer. A webmail is email, a search engine organic search, a social network
 *    social, any other site a referral; no referrer is direct.
 *
 * Domains match on label boundaries: `uk.linkedin.com` is LinkedIn, `notlinkedin.com` is not.
 * Google and Yandex match under any country domain (`google.de`, `google.co.in`), but only as the
 * whole host: `docs.google.com` is a referral, `mail.google.com` webmail.
 */

export type ClickIdType = "gclid" | "li_fat_id" | "fbclid" | "msclkid";

/** What a visit's landing page tells about where it came from. */
export type Touch = {
  /** Host without a leading `www.`, lowercased; null with no referrer or one from this site. */
  referrerDomain: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  clickIdType: ClickIdType | null;
};

export type Channel =
  "direct" | "organic-search" | "paid-search" | "social" | "paid-social" | "email" | "referral" | "campaign";

export const channelLabels: Record<Channel, string> = {
  direct: "Direct",
  "organic-search": "Organic search",
  "paid-search": "Paid search",
  social: "Social",
  "paid-social": "Paid social",
  email: "Email",
  referral: "Referral",
  campaign: "Campaign",
};

type Kind = "search" | "social" | "email";

/** A site the rules know: its kind, the source name reports show, its domains and other names it is tagged by. */
type KnownSite = { kind: Kind; name: string; domains: Array<string>; aliases?: Array<string> };

const knownSites: Array<KnownSite> = [
  // Webmail hosts are longer suffixes than their provider's search domain, so they match first.
  { kind: "email", name: "gmail", domains: ["mail.google.com"] },
  { kind: "email", name: "outlook", domains: ["outlook.live.com", "outlook.office.com", "outlook.office365.com"] },
  { kind: "email", name: "yahoo-mail", domains: ["mail.yahoo.com"] },
  { kind: "search", name: "bing", domains: ["bing.com"] },
  { kind: "search", name: "duckduckgo", domains: ["duckduckgo.com"] },
  { kind: "search", name: "yahoo", domains: ["yahoo.com"] },
  { kind: "search", name: "baidu", domains: ["baidu.com"] },
  { kind: "search", name: "ecosia", domains: ["ecosia.org"] },
  { kind: "search", name: "qwant", domains: ["qwant.com"] },
  { kind: "search", name: "startpage", domains: ["startpage.com"] },
  { kind: "search", name: "brave", domains: ["search.brave.com"] },
  { kind: "social", name: "linkedin", domains: ["linkedin.com", "lnkd.in"] },
  { kind: "social", name: "facebook", domains: ["facebook.com", "fb.com"], aliases: ["fb", "meta"] },
  { kind: "social", name: "instagram", domains: ["instagram.com"], aliases: ["ig"] },
  { kind: "social", name: "x", domains: ["t.co", "twitter.com", "x.com"], aliases: ["twitter"] },
  { kind: "social", name: "youtube", domains: ["youtube.com"] },
  { kind: "social", name: "reddit", domains: ["reddit.com"] },
  { kind: "social", name: "pinterest", domains: ["pinterest.com"] },
  { kind: "social", name: "tiktok", domains: ["tiktok.com"] },
  { kind: "social", name: "xing", domains: ["xing.com"] },
  { kind: "social", name: "threads", domains: ["threads.net", "threads.com"] },
  { kind: "social", name: "bluesky", domains: ["bsky.app"], aliases: ["bsky"] },
  { kind: "social", name: "mastodon", domains: ["mastodon.social"] },
  // Hacker News reads like a social feed: people share and discuss links there.
  { kind: "social", name: "hackernews", domains: ["news.ycombinator.com"], aliases: ["hn"] },
];

/** Search engines that live under many country domains, matched as `<brand>.<country domain>`. */
const countrySearchEngine = /^(google|yandex)\.(?:[a-z]{2,3}|com?\.[a-z]{2})$/;
const countrySearchEngineNames = ["google", "yandex"];

const siteByDomain = new Map(knownSites.flatMap((site) => site.domains.map((domain) => [domain, site] as const)));

const kindBySourceName = new Map<string, Kind>([
  ...knownSites.flatMap((site) => [site.name, ...(site.aliases ?? [])].map((name) => [name, site.kind] as const)),
  ...countrySearchEngineNames.map((name) => [name, "search"] as const),
  ...["email", "e-mail", "newsletter", "hs_email", "hs_automation"].map((name) => [name, "email"] as const),
]);

const paidSearchMediums = new Set(["cpc", "ppc", "paid", "paidsearch", "paid-search", "sem"]);
const paidSocialMediums = new Set(["paid-social", "paidsocial", "social-paid"]);
const emailMediums = new Set(["email", "e-mail", "newsletter"]);
const socialMediums = new Set(["social", "social-network", "social-media", "sm"]);

/** The ad network behind each click id, the source of a click whose referrer the browser withheld. */
const clickIdNetworks: Record<ClickIdType, string> = {
  gclid: "google",
  msclkid: "bing",
  li_fat_id: "linkedin",
  fbclid: "facebook",
};

function text(value: string | null): string | null {
  return value?.trim() || null;
}

function domainOf(value: string | null): string | null {
  const domain = text(value)
    ?.toLowerCase()
    .replace(/^www\./, "");
  return domain || null;
}

type Known = { kind: Kind; name: string };

/** The known site a domain belongs to: the longest matching suffix, then the country search engines. */
function knownDomain(domain: string): Known | null {
  const labels = domain.split(".");
  for (let start = 0; start < labels.length - 1; start++) {
    const site = siteByDomain.get(labels.slice(start).join("."));
    if (site) return site;
  }
  const brand = countrySearchEngine.exec(domain)?.[1];
  return brand ? { kind: "search", name: brand } : null;
}

function mediumOf(touch: Touch): string | null {
  return (
    text(touch.utmMedium)
      ?.toLowerCase()
      .replace(/[\s_]+/g, "-") ?? null
  );
}

function isPaidMedium(medium: string | null): boolean {
  return medium !== null && (paidSearchMediums.has(medium) || paidSocialMediums.has(medium) || medium === "cpm");
}

function taggedChannel(medium: string | null, source: string | null, referrerDomain: string | null): Channel {
  const sourceIsDomain = source !== null && source.includes(".");
  const kind = source
    ? sourceIsDomain
      ? knownDomain(source.replace(/^www\./, ""))?.kind
      : kindBySourceName.get(source)
    : referrerDomain && knownDomain(referrerDomain)?.kind;
  if (medium) {
    if (paidSearchMediums.has(medium)) return kind === "social" ? "paid-social" : "paid-search";
    if (paidSocialMediums.has(medium) || (medium === "cpm" && kind === "social")) return "paid-social";
    if (emailMediums.has(medium)) return "email";
    if (socialMediums.has(medium)) return "social";
    if (medium === "organic") return kind === "social" ? "social" : "organic-search";
    if (medium === "referral") return "referral";
  }
  if (kind === "social") return "social";
  if (kind === "email") return "email";
  if (!medium && kind === "search") return "organic-search";
  if (!medium && sourceIsDomain) return "referral";
  return "campaign";
}

function referrerChannel(referrerDomain: string | null): Channel {
  if (!referrerDomain) return "direct";
  switch (knownDomain(referrerDomain)?.kind) {
    case "email":
      return "email";
    case "search":
      return "organic-search";
    case "social":
      return "social";
    default:
      return "referral";
  }
}

/** The channel of a visit, by the rules at the top of this module. */
export function channelOf(touch: Touch): Channel {
  const medium = mediumOf(touch);
  switch (touch.clickIdType) {
    case "gclid":
    case "msclkid":
      return "paid-search";
    case "li_fat_id":
      return "paid-social";
    case "fbclid":
      return isPaidMedium(medium) ? "paid-social" : "social";
  }
  const source = text(touch.utmSource)?.toLowerCase() ?? null;
  const referrerDomain = domainOf(touch.referrerDomain);
  if (source || medium || text(touch.utmCampaign)) return taggedChannel(medium, source, referrerDomain);
  return referrerChannel(referrerDomain);
}

/**
 * The source reports show: `utm_source` lowercased; else the referrer, by its short name when
 * the rules know it (`linkedin` for lnkd.in, `x` for t.co) or by its domain; else the network of an
 * ad click whose referrer the browser withheld; else `(direct)`.
 */
export function sourceOf(touch: Touch): string {
  const source = text(touch.utmSource);
  if (source) return source.toLowerCase();
  const referrerDomain = domainOf(touch.referrerDomain);
  if (referrerDomain) return knownDomain(referrerDomain)?.name ?? referrerDomain;
  if (touch.clickIdType) return clickIdNetworks[touch.clickIdType];
  return "(direct)";
}
