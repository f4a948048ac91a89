import { describe, expect, it } from "vitest";
import { deviceOf, isBot, type Device } from "./user-agent";

// Real User-Agent headers. Columns: what sends it, the header, whether it is a bot, its device kind.
const agents: Array<[string, string, boolean, Device]> = [
  [
    "Chrome on Windows",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    false,
    "desktop",
  ],
  [
    "Edge on Windows",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
    false,
    "desktop",
  ],
  ["Firefox on Linux", "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", false, "desktop"],
  [
    "Safari on a Mac (and iPadOS 13+, which cannot be told apart)",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
    false,
    "desktop",
  ],
  [
    "Chrome on a Chromebook",
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    false,
    "desktop",
  ],
  [
    "Safari on an iPhone",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    false,
    "mobile",
  ],
  [
    "Chrome on an Android phone",
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
    false,
    "mobile",
  ],
  [
    "Samsung Internet on a Galaxy",
    "Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
    false,
    "mobile",
  ],
  [
    "Firefox on an Android phone",
    "Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0",
    false,
    "mobile",
  ],
  [
    "a Cubot phone, whose name contains 'bot'",
    "Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
    false,
    "mobile",
  ],
  [
    "LinkedIn's in-app browser on an iPhone",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]/9.30.1",
    false,
    "mobile",
  ],
  [
    "Safari on an iPad (older iPadOS)",
    "Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1",
    false,
    "tablet",
  ],
  [
    "Chrome on an Android tablet",
    "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    false,
    "tablet",
  ],
  [
    "Firefox on an Android tablet",
    "Mozilla/5.0 (Android 14; Tablet; rv:133.0) Gecko/133.0 Firefox/133.0",
    false,
    "tablet",
  ],
  ["Googlebot", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", true, "desktop"],
  [
    "Googlebot's smartphone crawler",
    "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.69 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    true,
    "mobile",
  ],
  ["bingbot", "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)", true, "desktop"],
  [
    "LinkedIn's link preview",
    "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
    true,
    "desktop",
  ],
  [
    "Facebook's link preview",
    "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
    true,
    "desktop",
  ],
  ["WhatsApp's link preview", "WhatsApp/2.23.20.0 A", true, "desktop"],
  [
    "GPTBot",
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
    true,
    "desktop",
  ],
  [
    "Lighthouse",
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
    true,
    "mobile",
  ],
  [
    "headless Chrome",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
    true,
    "desktop",
  ],
  ["curl", "curl/8.5.0", true, "desktop"],
  ["Python requests", "python-requests/2.32.3", true, "desktop"],
  ["Go's HTTP client", "Go-http-client/2.0", true, "desktop"],
  ["Node's fetch", "node", true, "desktop"],
  ["AhrefsBot", "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)", true, "desktop"],
  ["an uptime monitor", "Mozilla/5.0+(compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)", true, "desktop"],
];

describe("isBot and deviceOf", () => {
  it.each(agents)("%s", (_sender, userAgent, bot, device) => {
    expect(isBot(userAgent)).toBe(bot);
    expect(deviceOf(userAgent)).toBe(device);
  });
});

describe("isBot", () => {
  it("counts an empty or blank User-Agent as a program", () => {
    expect(isBot("")).toBe(true);
    expect(isBot("   ")).toBe(true);
  });
});

describe("deviceOf", () => {
  it("reads the screen width only when the User-Agent names no platform", () => {
    expect(deviceOf("SomeApp/1.0", 390)).toBe("mobile");
    expect(deviceOf("SomeApp/1.0", 767)).toBe("mobile");
    expect(deviceOf("SomeApp/1.0", 768)).toBe("desktop");
    expect(deviceOf("SomeApp/1.0")).toBe("desktop");
    expect(deviceOf("", 360)).toBe("mobile");
  });

  it("keeps a narrow window on a desktop platform a desktop", () => {
    const windowsChrome =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    expect(deviceOf(windowsChrome, 500)).toBe("desktop");
  });

  it("ignores a width that is not a real width", () => {
    for (const width of [0, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(deviceOf("SomeApp/1.0", width)).toBe("desktop");
  });
});
