import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { ConsentChoice } from "#app/lib/consent-policy";

// The unit suite runs in Node without a DOM: the browser globals the tracker touches are stood in
// for by small fakes.

type Listener = (event: Event) => void;

/** A cookie jar behind `document.cookie`, keeping every write to check its attributes. */
function cookieJar() {
  const cookies = new Map<string, string>();
  const writes: Array<string> = [];
  return {
    cookies,
    writes,
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = "", ...attributes] = line.split("; ");
      const [name = "", value = ""] = pair.split("=");
      if (attributes.includes("Max-Age=0")) cookies.delete(name);
      else cookies.set(name, value);
    },
  };
}

function fakeBrowser(href = "http://localhost:3000/", referrer = "https://search.example/") {
  const jar = cookieJar();
  const documentListeners = new Map<string, Array<Listener>>();
  // Local and session storage only record writes: the tracker must never make one.
  const storage = { getItem: () => null, setItem: vi.fn() };
  const document = Object.assign(jar, {
    referrer,
    addEventListener: vi.fn((type: string, listener: Listener, capture?: boolean) => {
      expect(capture).toBe(true);
      documentListeners.set(type, [...(documentListeners.get(type) ?? []), listener]);
    }),
  });
  const location = { href, protocol: new URL(href).protocol };
  const window = Object.assign(new EventTarget(), { localStorage: storage, sessionStorage: storage, location });
  const navigator: { sendBeacon?: unknown; doNotTrack: string | null; globalPrivacyControl?: boolean } = {
    sendBeacon: vi.fn(() => true),
    doNotTrack: null,
  };
  const fetch = vi.fn(async () => new Response(null, { status: 202 }));
  vi.stubGlobal("document", document);
  vi.stubGlobal("window", window);
  vi.stubGlobal("localStorage", storage);
  vi.stubGlobal("sessionStorage", storage);
  vi.stubGlobal("location", location);
  vi.stubGlobal("navigator", navigator);
  vi.stubGlobal("screen", { width: 390 });
  vi.stubGlobal("fetch", fetch);

  /** A lead form's field (or any other control when `endpoint` is null) receiving an event. */
  function type(endpoint: string | null, eventType: "input" | "change" = "input") {
    const form = endpoint ? { getAttribute: (name: string) => (name === "data-lead-form" ? endpoint : null) } : null;
    const target = { closest: (selector: string) => (selector === "form[data-lead-form]" ? form : null) };
    const event = { type: eventType, target } as unknown as Event;
    for (const listener of documentListeners.get(eventType) ?? []) listener(event);
  }

  /** The events sent so far, by beacon or request, as the server would parse them. */
  function sent(): Array<Record<string, unknown>> {
    const beacons = vi.mocked(navigator.sendBeacon as (url: string, body: string) => boolean)?.mock?.calls ?? [];
    const requests = fetch.mock.calls as unknown as Array<[string, RequestInit]>;
    for (const [url] of [...beacons, ...requests]) expect(url).toBe("/api/events");
    return [
      ...beacons.map(([, body]) => JSON.parse(body) as Record<string, unknown>),
      ...requests.map(([, init]) => JSON.parse(init.body as string) as Record<string, unknown>),
    ];
  }

  return { jar, storage, window, location, navigator, fetch, type, sent };
}

const consentChangedEvent = "cookie-consent-changed";

/**
 * The tracker as the root starts it. The consent source stands in for the consent feature's (an
 * upper layer): the choice is the `cookie-consent` cookie, and `choose` saves one and says so.
 */
async function loadTracker() {
  const tracker = await import("./tracker");
  const read = () => {
    const choice = /(?:^|; )cookie-consent=(essential|all)(?:;|$)/.exec(document.cookie)?.[1];
    return (choice as ConsentChoice | undefined) ?? null;
  };
  const start = () => tracker.startTracking({ read, changedEvent: consentChangedEvent });
  const choose = (choice: ConsentChoice) => {
    document.cookie = `cookie-consent=${choice}; Max-Age=31536000; Path=/; SameSite=Lax`;
    window.dispatchEvent(new CustomEvent(consentChangedEvent, { detail: choice }));
  };
  return { ...tracker, start, choose };
}

const uuidV4 = /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/;
const consoleCalls = vi.fn();

beforeEach(() => {
  // Each test starts with a fresh document: the tracker's state lives in its module.
  vi.resetModules();
  for (const method of ["error", "warn", "log", "info"] as const) {
    vi.spyOn(console, method).mockImplementation(consoleCalls);
  }
});

afterEach(() => {
  expect(consoleCalls).not.toHaveBeenCalled();
  consoleCalls.mockReset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

test("a page view carries the address, the browser's referrer and the screen width, and writes nothing before a choice", async () => {
  const browser = fakeBrowser("http://localhost:3000/blog?utm_source=mail#latest");
  const { start, trackPageView } = await loadTracker();
  start();
  trackPageView();
  expect(browser.sent()).toEqual([
    {
      type: "pageview",
      url: "http://localhost:3000/blog?utm_source=mail#latest",
      referrer: "https://search.example/",
      width: 390,
      page: expect.stringMatching(uuidV4),
    },
  ]);
  expect(browser.jar.writes).toEqual([]);
  expect(browser.storage.setItem).not.toHaveBeenCalled();
});

test("the same address twice or a new fragment is one view; a client-side navigation has the previous view's address as referrer", async () => {
  const browser = fakeBrowser("http://localhost:3000/");
  const { start, trackPageView } = await loadTracker();
  start();
  trackPageView();
  trackPageView(); // StrictMode runs the effect twice
  browser.location.href = "http://localhost:3000/#how-it-works";
  trackPageView();
  browser.location.href = "http://localhost:3000/gitex";
  trackPageView();
  browser.location.href = "http://localhost:3000/";
  trackPageView();
  expect(browser.sent().map(({ url, referrer }) => [url, referrer])).toEqual([
    ["http://localhost:3000/", "https://search.example/"],
    ["http://localhost:3000/gitex", "http://localhost:3000/"],
    ["http://localhost:3000/", "http://localhost:3000/gitex"],
  ]);
});

test("Accept All creates a random visitor id for 13 months, kept as it is afterwards", async () => {
  const browser = fakeBrowser();
  const { start, trackPageView, choose } = await loadTracker();
  start();
  trackPageView();
  choose("all");
  const id = browser.jar.cookies.get("analytics-visitor");
  expect(id).toMatch(uuidV4);
  const written = browser.jar.writes.filter((line) => line.startsWith("analytics-visitor="));
  expect(written).toEqual([`analytics-visitor=${id}; Max-Age=34128000; Path=/; SameSite=Lax`]);

  // The next page and the next document keep the same id and its first expiry: nothing is rewritten.
  browser.location.href = "http://localhost:3000/blog";
  trackPageView();
  vi.resetModules();
  const again = await loadTracker();
  again.start();
  again.trackPageView();
  expect(browser.jar.cookies.get("analytics-visitor")).toBe(id);
  expect(browser.jar.writes.filter((line) => line.startsWith("analytics-visitor="))).toHaveLength(1);
});

test("before a choice every event carries the page's random id, held in memory only: the next document has another", async () => {
  const browser = fakeBrowser("http://localhost:3000/");
  const { start, trackPageView } = await loadTracker();
  start();
  trackPageView();
  browser.location.href = "http://localhost:3000/gitex";
  trackPageView();
  browser.type("/api/gitex/submit");
  const pages = browser.sent().map((event) => event.page);
  expect(pages).toHaveLength(3);
  expect(pages[0]).toMatch(uuidV4);
  expect(new Set(pages).size).toBe(1);

  vi.resetModules(); // a reload: a new document
  const again = await loadTracker();
  again.start();
  again.trackPageView();
  const next = browser.sent().at(-1)?.page;
  expect(next).toMatch(uuidV4);
  expect(next).not.toBe(pages[0]);
  expect(browser.jar.writes).toEqual([]);
  expect(browser.storage.setItem).not.toHaveBeenCalled();
});

test("Accept All sends one consent with the page's id, so the server moves what this page sent; later events go without it", async () => {
  const browser = fakeBrowser("http://localhost:3000/?utm_source=linkedin");
  const { start, trackPageView, choose } = await loadTracker();
  start();
  trackPageView();
  const page = browser.sent()[0]?.page;
  choose("all");
  expect(browser.sent().at(-1)).toEqual({
    type: "consent",
    url: "http://localhost:3000/?utm_source=linkedin",
    referrer: "https://search.example/",
    width: 390,
    page,
  });
  browser.location.href = "http://localhost:3000/blog";
  trackPageView();
  browser.type("/api/newsletter");
  expect(browser.sent().slice(2)).toEqual([
    expect.not.objectContaining({ page: expect.anything() }),
    expect.not.objectContaining({ page: expect.anything() }),
  ]);
  expect(browser.sent().filter((event) => event.type === "consent")).toHaveLength(1);

  // Essential Only, then Accept All again: the events in between move too, with one more consent.
  choose("essential");
  browser.location.href = "http://localhost:3000/gitex";
  trackPageView();
  expect(browser.sent().at(-1)?.page).toBe(page);
  choose("all");
  expect(browser.sent().at(-1)).toMatchObject({ type: "consent", page });
});

test("no consent is sent by a page that sent nothing without the visitor id, nor by one that already had it", async () => {
  const browser = fakeBrowser();
  const { start, choose } = await loadTracker();
  start();
  choose("all");
  expect(browser.sent()).toEqual([]);

  vi.resetModules();
  const next = await loadTracker();
  next.start();
  next.trackPageView();
  expect(browser.sent()).toEqual([expect.not.objectContaining({ page: expect.anything() })]);
});

test("a choice made in another tab: this page's next view first sends the consent for what it sent before", async () => {
  const browser = fakeBrowser();
  const { start, trackPageView } = await loadTracker();
  start();
  trackPageView();
  const page = browser.sent()[0]?.page;
  browser.jar.cookie = "cookie-consent=all"; // the other tab's choice; no event reaches this one
  browser.location.href = "http://localhost:3000/blog";
  trackPageView();
  expect(
    browser
      .sent()
      .slice(1)
      .map((event) => [event.type, event.url, event.page]),
  ).toEqual([
    ["consent", "http://localhost:3000/blog", page],
    ["pageview", "http://localhost:3000/blog", undefined],
  ]);
});

test("over https the visitor cookie is Secure", async () => {
  const browser = fakeBrowser("https://talent.example/");
  browser.jar.cookie = "cookie-consent=all";
  const { start } = await loadTracker();
  start();
  expect(browser.jar.writes.at(-1)).toMatch(
    /^analytics-visitor=[\da-f-]{36}; Max-Age=34128000; Path=\/; SameSite=Lax; Secure$/,
  );
});

test("Essential Only removes the visitor cookie at once", async () => {
  const browser = fakeBrowser();
  browser.jar.cookie = "cookie-consent=all";
  const { start, choose } = await loadTracker();
  start();
  expect(browser.jar.cookies.has("analytics-visitor")).toBe(true);
  choose("essential");
  expect(browser.jar.cookies.has("analytics-visitor")).toBe(false);
  expect(browser.jar.writes.at(-1)).toBe("analytics-visitor=; Max-Age=0; Path=/; SameSite=Lax");
});

test("Global Privacy Control or Do Not Track outweighs Accept All: no id, and a kept one is removed", async () => {
  for (const signal of [{ globalPrivacyControl: true }, { doNotTrack: "1" }]) {
    vi.resetModules();
    const browser = fakeBrowser();
    Object.assign(browser.navigator, signal);
    browser.jar.cookie = "cookie-consent=all";
    browser.jar.cookie = "analytics-visitor=0b6a1f7e-8a8e-4c5e-9d0a-3f2b1c4d5e6f; Max-Age=34128000";
    const { start, trackPageView } = await loadTracker();
    start();
    trackPageView();
    expect(browser.jar.cookies.has("analytics-visitor")).toBe(false);
    expect(browser.sent()).toHaveLength(1);
  }
});

test("a visitor cookie left from an earlier consent goes when the choice is gone", async () => {
  const browser = fakeBrowser();
  browser.jar.cookie = "analytics-visitor=0b6a1f7e-8a8e-4c5e-9d0a-3f2b1c4d5e6f; Max-Age=34128000";
  const { start } = await loadTracker();
  start();
  expect(browser.jar.cookies.has("analytics-visitor")).toBe(false);
  expect(browser.storage.setItem).not.toHaveBeenCalled();
});

test("a form start is sent on the first input or change in each lead form, once per page view", async () => {
  const browser = fakeBrowser("http://localhost:3000/gitex");
  const { start, trackPageView } = await loadTracker();
  start();
  start(); // a second start adds no second listener
  trackPageView();
  browser.type("/api/gitex/submit");
  browser.type("/api/gitex/submit");
  browser.type("/api/gitex/submit", "change");
  browser.type(null); // a field outside the lead forms
  browser.type("/api/appointments/schedule", "change");
  browser.location.href = "http://localhost:3000/";
  trackPageView();
  browser.type("/api/gitex/submit");
  const starts = browser.sent().filter((event) => event.type === "form_start");
  expect(starts).toEqual([
    {
      type: "form_start",
      url: "http://localhost:3000/gitex",
      referrer: "https://search.example/",
      form: "/api/gitex/submit",
      width: 390,
      page: expect.stringMatching(uuidV4),
    },
    {
      type: "form_start",
      url: "http://localhost:3000/gitex",
      referrer: "https://search.example/",
      form: "/api/appointments/schedule",
      width: 390,
      page: expect.stringMatching(uuidV4),
    },
    {
      type: "form_start",
      url: "http://localhost:3000/",
      referrer: "http://localhost:3000/gitex",
      form: "/api/gitex/submit",
      width: 390,
      page: expect.stringMatching(uuidV4),
    },
  ]);
});

test("a page whose address is a secret is not sent, nor its form starts, nor as the next page's referrer", async () => {
  const browser = fakeBrowser("http://localhost:3000/appointments/secret-token", "");
  const { start, trackPageView } = await loadTracker();
  start();
  trackPageView(true);
  browser.type("/api/appointments/schedule");
  browser.location.href = "http://localhost:3000/";
  trackPageView();
  expect(browser.sent()).toEqual([
    { type: "pageview", url: "http://localhost:3000/", referrer: "", width: 390, page: expect.stringMatching(uuidV4) },
  ]);
});

test("without sendBeacon, or when it refuses, a keepalive request is sent; failures never reach the page", async () => {
  const browser = fakeBrowser();
  delete browser.navigator.sendBeacon;
  browser.fetch.mockRejectedValue(new TypeError("Failed to fetch"));
  const { start, trackPageView } = await loadTracker();
  start();
  trackPageView();
  expect(browser.fetch).toHaveBeenCalledWith("/api/events", {
    method: "POST",
    body: expect.stringContaining('"type":"pageview"'),
    keepalive: true,
  });

  browser.navigator.sendBeacon = vi.fn(() => false);
  browser.location.href = "http://localhost:3000/blog";
  trackPageView();
  expect(browser.fetch).toHaveBeenCalledTimes(2);

  browser.navigator.sendBeacon = () => {
    throw new Error("blocked");
  };
  browser.location.href = "http://localhost:3000/gitex";
  expect(() => trackPageView()).not.toThrow();
  await new Promise((resolve) => setTimeout(resolve, 0)); // the rejected requests settle quietly
});

test("an event over 2 KB (a huge address) is not sent", async () => {
  const browser = fakeBrowser(`http://localhost:3000/?q=${"x".repeat(2100)}`);
  const { start, trackPageView } = await loadTracker();
  start();
  trackPageView();
  expect(browser.sent()).toEqual([]);
});

test("cookies that cannot be written leave the page working", async () => {
  const browser = fakeBrowser();
  Object.defineProperty(browser.jar, "cookie", {
    get: () => "cookie-consent=all",
    set: () => {
      throw new DOMException("The document is sandboxed", "SecurityError");
    },
  });
  const { start, trackPageView } = await loadTracker();
  expect(() => start()).not.toThrow();
  trackPageView();
  expect(browser.sent()).toHaveLength(1);
});
