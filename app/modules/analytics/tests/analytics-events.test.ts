import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyticsEvents, leads } from "#server/db/schema";
import { useApiHarness, testOrigin, type ApiHarness } from "#tests/support/api-app";
import { freshIp, gitexBody, storedCounts } from "#tests/support/leads";

// The events endpoint and the attribution a lead keeps (docs/product.md#analytics).

let now = new Date("2026-11-24T10:00:00Z");
const h = useApiHarness({ clock: () => now, env: { ANALYTICS_EVENTS_PER_MINUTE: "300" } });

const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const site = "http://localhost:3000";

type Browser = { ip: string; userAgent?: string; cookie?: string; headers?: Record<string, string> };

function browserHeaders(browser: Browser): Record<string, string> {
  return {
    origin: testOrigin,
    "x-forwarded-for": browser.ip,
    "user-agent": browser.userAgent ?? chrome,
    ...(browser.cookie ? { cookie: browser.cookie } : {}),
    ...browser.headers,
  };
}

function sendEvent(harness: ApiHarness, browser: Browser, body: unknown, contentType = "text/plain;charset=UTF-8") {
  return harness.request("/api/events", {
    method: "POST",
    headers: { "content-type": contentType, ...browserHeaders(browser) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function view(path: string, referrer = "") {
  return { type: "pageview", url: site + path, referrer, width: 1280 };
}

async function eventCount(): Promise<number> {
  await h.analytics.events.flush();
  const [row] = await h.database.db.select({ n: count() }).from(analyticsEvents);
  return Number(row?.n ?? 0);
}

async function register(browser: Browser, email: string) {
  const reply = await h.postJson("/api/gitex/submit", gitexBody({ email }), browserHeaders(browser));
  expect(reply.status).toBe(201);
  const { id } = (await reply.json()) as { id: string };
  const [lead] = await h.database.db.select().from(leads).where(eq(leads.id, id));
  if (!lead) throw new Error("lead not stored");
  return lead;
}

describe("a lead carries where its visitor came from", () => {
  it("without consent: the same day's visits of the same browser, matched by the daily key", async () => {
    now = new Date("2026-11-24T10:00:00Z");
    const browser = { ip: freshIp() };
    expect((await sendEvent(h, browser, view("/?utm_source=linkedin&utm_campaign=gitex-2025"))).status).toBe(202);
    for (const [page, from] of [
      ["/blog", "/"],
      ["/gitex", "/blog"],
    ] as const) {
      expect((await sendEvent(h, browser, view(page, site + from))).status).toBe(202);
    }
    now = new Date("2026-11-24T10:05:00Z");
    const lead = await register(browser, `essential-${randomUUID()}@example.com`);
    expect(lead.channel).toBe("social");
    expect(lead.source).toBe("linkedin");
    expect(lead.campaign).toBe("gitex-2025");
    const attribution = lead.attribution as { first: { landingPage: string; campaign: string } };
    expect(attribution.first).toMatchObject({ landingPage: "/", campaign: "gitex-2025" });
    // No address is stored: the key is a hash, and no column holds the IP.
    const stored = await h.database.db.select().from(analyticsEvents);
    expect(JSON.stringify(stored)).not.toContain(browser.ip);
    expect(stored.every((event) => event.visitorKey.startsWith("d:") && !event.consented)).toBe(true);
  });

  it("a lead whose browser sent no event is 'unknown', never 'direct'", async () => {
    const lead = await register({ ip: freshIp() }, `blocked-${randomUUID()}@example.com`);
    expect(lead).toMatchObject({ channel: "unknown", source: "unknown", campaign: null });
  });

  it("with consent: the visitor id links a first visit to a lead on another day, from another address", async () => {
    now = new Date("2026-11-20T09:00:00Z");
    const id = randomUUID();
    const cookie = `cookie-consent=all; analytics-visitor=${id}`;
    await sendEvent(
      h,
      { ip: freshIp(), cookie },
      view("/gitex?utm_source=linkedin&utm_medium=paid-social&utm_campaign=gitex-2025"),
    );
    now = new Date("2026-11-23T15:00:00Z");
    await sendEvent(h, { ip: freshIp(), cookie }, view("/blog", "https://www.google.com/"));
    const lead = await register({ ip: freshIp(), cookie }, `consented-${randomUUID()}@example.com`);
    expect(lead).toMatchObject({ channel: "paid-social", source: "linkedin", campaign: "gitex-2025" });
    const attribution = lead.attribution as { first: { source: string }; last: { source: string; channel: string } };
    expect(attribution.first.source).toBe("linkedin");
    expect(attribution.last).toMatchObject({ source: "google", channel: "organic-search" });
  });

  it("accepting all cookies mid-visit keeps that page's landing: the events sent with its page id move to the visitor id", async () => {
    now = new Date("2026-11-18T09:00:00Z");
    const ip = freshIp();
    const page = randomUUID();
    expect(
      (await sendEvent(h, { ip }, { ...view("/gitex?utm_source=linkedin&utm_campaign=gitex-2025"), page })).status,
    ).toBe(202);
    const cookie = `cookie-consent=all; analytics-visitor=${randomUUID()}`;
    now = new Date("2026-11-18T09:01:00Z");
    const events = await eventCount();
    expect((await sendEvent(h, { ip, cookie }, { ...view("/gitex"), type: "consent", page })).status).toBe(202);
    // The consent itself is not a visit: nothing is counted for it.
    expect(await eventCount()).toBe(events);
    await sendEvent(h, { ip, cookie }, view("/blog", `${site}/gitex`));
    now = new Date("2026-11-19T16:00:00Z");
    const lead = await register({ ip: freshIp(), cookie }, `adopted-${randomUUID()}@example.com`);
    expect(lead).toMatchObject({ channel: "social", source: "linkedin", campaign: "gitex-2025" });
  });

  it.each([
    ["whose tracker sends its page id", true],
    ["whose tracker sends none", false],
  ])(
    "a second browser behind the same address and user agent cannot take over the visits of a visitor %s",
    async (_label, withPage) => {
      now = new Date("2026-11-17T09:00:00Z");
      const ip = freshIp();
      const victimPage = randomUUID();
      const landing = view("/gitex?utm_source=linkedin&utm_campaign=gitex-2025");
      const victimView = withPage ? { ...landing, page: victimPage } : landing;
      expect((await sendEvent(h, { ip }, victimView)).status).toBe(202);

      // The other browser accepts all cookies and says so with every event it can think of.
      now = new Date("2026-11-17T09:02:00Z");
      const cookie = `cookie-consent=all; analytics-visitor=${randomUUID()}`;
      await sendEvent(h, { ip, cookie }, view("/blog"));
      await sendEvent(h, { ip, cookie }, { ...view("/blog"), type: "consent", page: randomUUID() });
      await sendEvent(
        h,
        { ip, cookie },
        { type: "form_start", url: `${site}/gitex`, referrer: "", form: "/api/gitex/submit" },
      );

      // The visitor's own lead that day keeps its campaign.
      now = new Date("2026-11-17T09:10:00Z");
      const lead = await register({ ip }, `victim-${randomUUID()}@example.com`);
      expect(lead).toMatchObject({ channel: "social", source: "linkedin", campaign: "gitex-2025" });
      // And the other browser's lead on another day did not carry it away.
      now = new Date("2026-11-18T12:00:00Z");
      const other = await register({ ip: freshIp(), cookie }, `taker-${randomUUID()}@example.com`);
      expect(other.campaign).toBeNull();
      expect(other.source).not.toBe("linkedin");
    },
  );

  it("Global Privacy Control or Do Not Track: the cookie is ignored and nothing links across days", async () => {
    now = new Date("2026-11-21T09:00:00Z");
    const cookie = `cookie-consent=all; analytics-visitor=${randomUUID()}`;
    await sendEvent(h, { ip: freshIp(), cookie, headers: { "sec-gpc": "1" } }, view("/?utm_source=newsletter"));
    now = new Date("2026-11-22T09:00:00Z");
    const lead = await register({ ip: freshIp(), cookie, headers: { dnt: "1" } }, `gpc-${randomUUID()}@example.com`);
    expect(lead.channel).toBe("unknown");
    // The signal outweighed the cookie: the visit was filed under a daily key, not the visitor id.
    await h.analytics.events.flush();
    const [visit] = await h.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.at, new Date("2026-11-21T09:00:00Z")));
    expect(visit).toMatchObject({ consented: false, source: "newsletter" });
    expect(visit?.visitorKey.startsWith("d:")).toBe(true);
  });

  it("erasing the person removes their visits and the lead's attribution", async () => {
    now = new Date("2026-11-24T11:00:00Z");
    const browser = { ip: freshIp() };
    await sendEvent(h, browser, view("/?utm_source=flyer&utm_medium=print"));
    const email = `erase-${randomUUID()}@example.com`;
    const lead = await register(browser, email);
    expect(lead.visitorKeys?.length).toBe(1);
    const key = lead.visitorKeys?.[0] ?? "";
    const { erasePersonalData } = await import("#app/modules/desk/server");
    const counts = await erasePersonalData(h.database.db, email, h.config.dataDir, now, (v) => v);
    expect(counts.visits).toBe(1);
    const left = await h.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.visitorKey, key));
    expect(left).toEqual([]);
    const [erased] = await h.database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(erased).toMatchObject({ channel: null, source: null, campaign: null, attribution: null, visitorKeys: null });
  });
});

describe("POST /api/events refuses what is not an event from our pages, and stores nothing", () => {
  const cases: Array<[string, unknown, string?, Record<string, string>?]> = [
    ["not JSON", "{type:pageview"],
    ["an array", "[]"],
    ["an unknown type", { ...view("/"), type: "purchase" }],
    ["a field it does not take", { ...view("/"), status: "won" }],
    ["a lead's fields", { ...view("/"), name: "Mallory", email: "m@example.com" }],
    ["another site's page", { ...view("/"), url: "https://evil.example/" }],
    ["a javascript: address", { ...view("/"), url: "javascript:alert(1)" }],
    ["a url that is not text", { ...view("/"), url: 42 }],
    ["a NUL character", { ...view("/"), url: `${site}/\u0000` }],
    ["a broken surrogate", `{"type":"pageview","url":"${site}/\\ud800","referrer":""}`],
    ["__proto__", `{"type":"pageview","url":"${site}/","__proto__":{"admin":true}}`],
    ["a form start of no form", { type: "form_start", url: `${site}/gitex`, referrer: "", form: "/api/admin/leads" }],
    ["a width that is no width", { ...view("/"), width: -5 }],
    ["a page id that is not one", { ...view("/"), page: "page-1" }],
    ["a consent without the page's id", { ...view("/"), type: "consent" }],
    ["over 2 KB", { ...view("/"), referrer: `${site}/${"a".repeat(1990)}` }],
    ["form-encoded", "type=pageview", "application/x-www-form-urlencoded"],
    ["sent by another site", view("/"), undefined, { origin: "https://evil.example", "sec-fetch-site": "cross-site" }],
  ];
  it.each(cases)("%s: a 4xx with a message", async (_label, body, contentType, headers) => {
    const before = await storedCounts(h.database.db);
    const events = await eventCount();
    const reply = await sendEvent(h, { ip: freshIp(), headers }, body, contentType);
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
    expect(((await reply.json()) as { message: string }).message).toMatch(/\w/);
    expect(await eventCount()).toBe(events);
    expect(await storedCounts(h.database.db)).toEqual(before);
  });

  it("bots and signed-in staff get a 202 and are not counted", async () => {
    const events = await eventCount();
    const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    expect((await sendEvent(h, { ip: freshIp(), userAgent: googlebot }, view("/"))).status).toBe(202);
    expect((await sendEvent(h, { ip: freshIp(), userAgent: "" }, view("/"))).status).toBe(202);
    const staff = { ip: freshIp(), cookie: `__Host-admin-session=${"a".repeat(43)}` };
    expect((await sendEvent(h, staff, view("/"))).status).toBe(202);
    expect(await eventCount()).toBe(events);
  });

  it("1,000 events from one address in a minute are limited; a lead from it still gets through", async () => {
    now = new Date("2026-11-24T12:00:10Z");
    const browser = { ip: freshIp() };
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      const status = (await sendEvent(h, browser, view(`/blog?page=${i}`))).status;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(statuses.get(202)).toBe(300);
    expect(statuses.get(429)).toBe(700);
    await register(browser, `flood-${randomUUID()}@example.com`);
  });

  it("the limit refills by the app's clock: 50 seconds later the same address is heard again", async () => {
    now = new Date("2026-11-24T12:05:10Z");
    const browser = { ip: freshIp() };
    for (let i = 0; i < 300; i++) expect((await sendEvent(h, browser, view(`/blog?n=${i}`))).status).toBe(202);
    expect((await sendEvent(h, browser, view("/blog?n=300"))).status).toBe(429);
    now = new Date("2026-11-24T12:06:00Z");
    expect((await sendEvent(h, browser, view("/blog?n=301"))).status).toBe(202);
  });

  it("an event never creates or changes a lead", async () => {
    const browser = { ip: freshIp() };
    const lead = await register(browser, `untouched-${randomUUID()}@example.com`);
    const before = await storedCounts(h.database.db);
    for (const body of [
      view(`/admin/leads/gitex-registrations/${lead.id}`),
      { type: "form_start", url: `${site}/gitex`, referrer: "", form: "/api/gitex/submit" },
    ]) {
      expect((await sendEvent(h, browser, body)).status).toBe(202);
    }
    expect(await storedCounts(h.database.db)).toEqual(before);
    const [after] = await h.database.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(after).toEqual(lead);
  });
});
