/**
 * Reads a visit's landing address and referrer into the few fields analytics keeps. Both arrive
 * from the visitor's browser, so both are untrusted: anything unparsable or foreign is dropped,
 * every kept value is capped, and control characters never reach the database (PostgreSQL refuses
 * a NUL in text, and a newline in a report cell helps nobody).
 *
 * Query keys are case-sensitive, as every analytics tool reads them: `UTM_SOURCE` and `GCLID` are
 * not campaign tags, and the first occurrence of a repeated key wins.
 */

import type { ClickIdType } from "./channel";

export type Utm = {
  source: string | null;
  medium: string | null;
  campaign: string | null;
  term: string | null;
  content: string | null;
};

export type ClickId = { type: ClickIdType; value: string };

export type Landing = { path: string; utm: Utm; clickId: ClickId | null };

const maxPathLength = 300;
const maxUtmLength = 100;
const maxClickIdLength = 200;
// The longest name DNS allows; a longer "host" is not a site anyone linked from.
const maxHostLength = 253;

// When a landing address carries several click ids (a link copied from one ad into another), the
// search networks' ids come first: they are never added to organic links, unlike fbclid.
const clickIdKeys: Array<ClickIdType> = ["gclid", "msclkid", "li_fat_id", "fbclid"];

function parseWebUrl(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  return url.protocol === "http:" || url.protocol === "https:" ? url : null;
}

/**
 * A host as compared with the site's: lowercased, in its ASCII (punycode) form, without a port, a
 * trailing dot or a leading `www.`. Ports are ignored, so a dev server or a proxy on another port is
 * still the site.
 */
function comparableHost(hostname: string): string {
  return hostname
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");
}

/** The site's configured host (`example.com`, `www.example.com`, `localhost:3000`, `bücher.example`) in comparable form. */
function siteHostOf(siteHost: string): string {
  const url = parseWebUrl(`http://${siteHost.trim()}`);
  return comparableHost(url ? url.hostname : siteHost.trim());
}

/** At most `max` characters, counted in code points so an emoji is never cut in half. */
function capped(text: string, max: number): string {
  const points = Array.from(text);
  return points.length > max ? points.slice(0, max).join("") : text;
}

/** A query value as reports show it: one trimmed line without control or invisible format characters, capped; empty is null. */
function cleanValue(value: string | null, max: number): string | null {
  if (value === null) return null;
  const line = value
    .replace(/[\p{Cc}\p{Cf}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return line ? capped(line, max).trim() : null;
}

/** Drops the bytes of a UTF-8 character that a cut left incomplete at the end of an encoded path. */
function withoutCutCharacter(path: string): string {
  const tail = /(?:%[0-9a-f]{2}){1,4}$/i.exec(path)?.[0] ?? "";
  const bytes = (tail.match(/%[0-9a-f]{2}/gi) ?? []).map((escape) => parseInt(escape.slice(1), 16));
  for (let at = bytes.length - 1; at >= 0; at--) {
    if (bytes[at] < 0x80) return path;
    if (bytes[at] >= 0xc0) {
      const needed = bytes[at] >= 0xf0 ? 4 : bytes[at] >= 0xe0 ? 3 : 2;
      const present = bytes.length - at;
      return present < needed ? path.slice(0, path.length - present * 3) : path;
    }
  }
  return path;
}

/**
 * The path of the landing address, percent-encoded as the URL parser normalises it (so `/blog/über`
 * and `/blog/%C3%BCber` are one page), capped without leaving half an escape or half a character.
 */
function pathOf(url: URL): string {
  if (url.pathname.length <= maxPathLength) return url.pathname;
  return withoutCutCharacter(url.pathname.slice(0, maxPathLength).replace(/%[0-9a-f]?$/i, ""));
}

/**
 * The parts of a landing address analytics keeps: its path, its UTM tags and the first ad click
 * id it carries. Null when the address is not http(s) or is on another host than the site's: then
 * the event did not come from one of our pages.
 */
export function parseLanding(url: string, siteHost: string): Landing | null {
  const parsed = parseWebUrl(url);
  if (!parsed || comparableHost(parsed.hostname) !== siteHostOf(siteHost)) return null;
  const params = parsed.searchParams;
  const utm = (key: string) => cleanValue(params.get(`utm_${key}`), maxUtmLength);
  let clickId: ClickId | null = null;
  for (const type of clickIdKeys) {
    const value = cleanValue(params.get(type), maxClickIdLength);
    if (value) {
      clickId = { type, value };
      break;
    }
  }
  return {
    path: pathOf(parsed),
    utm: {
      source: utm("source"),
      medium: utm("medium"),
      campaign: utm("campaign"),
      term: utm("term"),
      content: utm("content"),
    },
    clickId,
  };
}

/**
 * The domain a visit came from: the referrer's host, lowercased, in ASCII (punycode) form, without
 * `www.`. Null when there is no referrer, it cannot be parsed, it is not http(s) (an app's
 * `android-app://` referrer included), or it is the site itself.
 */
export function referrerDomainOf(referrer: string, siteHost: string): string | null {
  const parsed = parseWebUrl(referrer);
  if (!parsed) return null;
  const domain = comparableHost(parsed.hostname);
  if (!domain || domain.length > maxHostLength || domain === siteHostOf(siteHost)) return null;
  return domain;
}
