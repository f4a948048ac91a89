/**
 * What a visit's User-Agent header says about the visitor: the kind of device, and whether it is a
 * program rather than a person. Simple substring rules that are easy to read and to correct,
 * not a device database: reports need three device kinds and bots kept out, nothing finer.
 */

export type Device = "desktop" | "mobile" | "tablet";

// iPads say "iPad"; Android tablets leave "Mobile" out (Google's rule for browser vendors), and
// Firefox and some e-readers say "Tablet". iPadOS 13 and later present themselves as a Mac by
// default, so those iPads count as desktops: the header cannot tell them apart.
const tablet = /ipad|tablet|playbook|silk|kindle/i;
const mobile = /mobi|iphone|ipod|windows phone|opera mini|blackberry/i;
const android = /android/i;
// The platforms of desktop browsers. A UA that names none of these, nor a phone or tablet, is unclear.
const desktopPlatform = /windows nt|macintosh|mac os x|x11|cros|linux x86_64/i;

/** Below this screen width (CSS pixels), a visit whose UA names no platform is counted as a phone. */
const phoneWidth = 768;

/**
 * The device kind, first match wins: an iPad, `Tablet` or a Kindle is a tablet; `Mobi` (which
 * covers Android phones' `Mobile`), iPhone, iPod or Windows Phone a phone; Android without `Mobile`
 * a tablet; a UA naming no platform at all is a phone when the screen is narrower than 768 pixels;
 * everything else a desktop. The width never overrides a desktop platform: a narrow window on a
 * laptop is still a laptop.
 */
export function deviceOf(userAgent: string, screenWidth?: number): Device {
  if (tablet.test(userAgent)) return "tablet";
  if (mobile.test(userAgent)) return "mobile";
  if (android.test(userAgent)) return "tablet";
  const unclear = !desktopPlatform.test(userAgent);
  if (
    unclear &&
    screenWidth !== undefined &&
    Number.isFinite(screenWidth) &&
    screenWidth > 0 &&
    screenWidth < phoneWidth
  )
    return "mobile";
  return "desktop";
}

// Crawlers, link previews, monitors, performance tools, headless browsers and HTTP libraries, by the
// names they give themselves. `bot` alone catches most crawlers (Googlebot, bingbot, GPTBot, ClaudeBot,
// Slackbot, Discordbot, Applebot, DuckDuckBot ...).
const botNames = new RegExp(
  [
    "bot",
    "crawl",
    "spider",
    "slurp",
    "bingpreview",
    "facebookexternalhit",
    "facebookcatalog",
    "meta-externalagent",
    "meta-externalfetcher",
    "embedly",
    "iframely",
    "quora link preview",
    "skypeuripreview",
    "whatsapp",
    "vkshare",
    "mediapartners-google",
    "apis-google",
    "google-inspectiontool",
    "googleother",
    "feedfetcher",
    "chatgpt-user",
    "perplexity-user",
    "anthropic-ai",
    "headlesschrome",
    "phantomjs",
    "lighthouse",
    "pagespeed",
    "gtmetrix",
    "pingdom",
    "uptimerobot",
    "statuscake",
    "curl",
    "wget",
    "python-requests",
    "python-urllib",
    "aiohttp",
    "httpx",
    "axios",
    "node-fetch",
    "undici",
    "go-http-client",
    "java/",
    "okhttp",
    "httpclient",
    "libwww-perl",
    "postmanruntime",
    "scrapy",
    "semrush",
    "ahrefs",
    "yandex(?:images|video|metrika|favicons|webmaster)",
    "ia_archiver",
    // A browser never puts a web address in its UA; crawlers point to their documentation there.
    "https?://",
  ].join("|"),
  "i",
);

// Cubot is a phone maker whose model names appear in ordinary mobile UAs ("CUBOT X30").
const botLookalikes = /cubot/gi;

/** Whether a User-Agent is a program rather than a person's browser; an empty one counts as a program. */
export function isBot(userAgent: string): boolean {
  const ua = userAgent.trim();
  if (!ua) return true;
  // Node's built-in fetch sends exactly "node".
  if (ua.toLowerCase() === "node") return true;
  return botNames.test(ua.replace(botLookalikes, ""));
}
