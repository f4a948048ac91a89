import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { and, count, eq, gte, lt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loader as analyticsPage } from "#app/modules/analytics/desk/analytics";
import { loader as campaignsPage } from "#app/modules/analytics/desk/analytics-campaigns";
import { leadPageLoader as leadPage, contactPageLoader as contactPage } from "#app/modules/desk/ui";
import { reportRangeOf } from "#app/modules/analytics/lib/analytics-range";
import { leadKinds } from "#app/lib/leads/lead-kinds";
import { slotStart, todayIn } from "#app/lib/booking-slots";
import { analyticsDaily, analyticsEvents, leads, outboxEmails } from "#server/db/schema";
import { startMaintenance } from "#server/jobs/maintenance";
import { createLogger } from "#server/logger";
import { analyticsReport } from "#app/modules/analytics/server/reports";
import { rollUpAnalytics } from "#app/modules/analytics/server/rollup";
import { queueWeeklyAnalyticsDigest } from "#app/modules/analytics/server/weekly-digest";
import { teamOf } from "#app/modules/leads/server";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { renderAdminPage } from "#tests/support/admin-pages";
import { useApiHarness } from "#tests/support/api-app";
import { iPhoneSafari, startForm, submitLead, viewPage, type TestBrowser } from "#tests/support/analytics-visits";
import { freshIp, gitexBody, panelQuestionBody, talentRequestBody } from "#tests/support/leads";

// The analytics reports (docs/product.md#analytics): the figures, the roll-up and retention, the
// CSV downloads, the pages and the weekly email.

const zone = "Asia/Kolkata";
const at = (day: string, hour: number) => slotStart(day, hour, zone);
let now = at("2026-06-02", 10);
const h = useApiHarness({
  clock: () => now,
  env: { RATE_LIMIT_PER_MINUTE: "1000", ANALYTICS_REPORT_TO: "growth@northwind.example, ceo@northwind.example" },
});
const range = { from: "2026-06-03", to: "2026-06-04" };
const ids: Record<string, string> = {};

function report() {
  const asked = reportRangeOf(new URLSearchParams(range), todayIn(zone, now));
  return analyticsReport(h.database.db, h.analytics.events, { range: asked, timeZone: zone, now });
}

/** The numbers of a report, without the day it was read on. */
async function figures() {
  const { today: _today, ...numbers } = await report();
  return numbers;
}

async function staffCookie() {
  return signInAs(h, await createStaff(h.database.db));
}

describe("the report", () => {
  it("counts visitors, channels, campaigns and leads of the range, against the period before", async () => {
    // The period before: one visitor.
    await viewPage(h, { ip: freshIp() }, "/");
    now = at("2026-06-03", 10);
    const linkedin: TestBrowser = { ip: freshIp() };
    await viewPage(h, linkedin, "/?utm_source=linkedin&utm_medium=paid-social&utm_campaign=spring");
    await viewPage(h, linkedin, "/gitex", "/");
    await startForm(h, linkedin, "/gitex", "/api/gitex/submit");
    ids.gitex = await submitLead(
      h,
      linkedin,
      "/api/gitex/submit",
      gitexBody({ email: `g-${randomUUID()}@example.com` }),
    );
    const google: TestBrowser = { ip: freshIp() };
    await viewPage(h, google, "/blog", "https://www.google.com/");
    await viewPage(h, google, "/", "/blog");
    ids.talent = await submitLead(
      h,
      google,
      leadKinds["talent-request"].form.endpoint,
      talentRequestBody({ email: `t-${randomUUID()}@example.com` }),
    );
    await viewPage(h, { ip: freshIp() }, "/?utm_source=newsletter&utm_medium=email&utm_campaign=spring");
    await viewPage(h, { ip: freshIp(), userAgent: iPhoneSafari }, "/gitex");
    // A visitor whose browser sent nothing (a blocker), and spam, which never counts.
    ids.unknown = await submitLead(
      h,
      { ip: freshIp() },
      leadKinds["panel-question"].form.endpoint,
      panelQuestionBody({ email: `u-${randomUUID()}@example.com` }),
    );
    await submitLead(h, { ip: freshIp() }, "/api/gitex/submit", gitexBody({ website: "https://spam.example" }));
    now = at("2026-06-04", 11);
    await viewPage(h, linkedin, "/?utm_source=linkedin&utm_medium=paid-social&utm_campaign=spring");

    const view = await report();
    expect(view.totals).toEqual({ visitors: 5, pageviews: 7, visits: 5, leads: 3, conversion: 3 / 5 });
    expect(view.previousTotals).toMatchObject({ visitors: 1, pageviews: 1, leads: 0 });
    expect(view.days).toEqual([
      { date: "2026-06-03", visitors: 4, pageviews: 6, leads: 3 },
      { date: "2026-06-04", visitors: 1, pageviews: 1, leads: 0 },
    ]);
    const channels = Object.fromEntries(view.channels.map((row) => [row.value, [row.visits, row.leads]]));
    expect(channels).toEqual({
      "paid-social": [2, 1],
      "organic-search": [1, 1],
      email: [1, 0],
      direct: [1, 0],
      unknown: [0, 1],
    });
    expect(view.devices.map((row) => [row.value, row.pageviews])).toEqual([
      ["desktop", 6],
      ["mobile", 1],
    ]);
    expect(view.entryPages.find((row) => row.value === "/")?.visits).toBe(3);
    const campaigns = Object.fromEntries(view.campaignTable.map((row) => [row.campaign, row]));
    expect(campaigns.spring).toMatchObject({
      visitors: 3,
      leads: 1,
      byKind: { "gitex-registration": 1 },
      qualified: 0,
    });
    expect(campaigns["(none)"]).toMatchObject({ visitors: null, leads: 1, byKind: { "talent-request": 1 } });
    expect(campaigns.unknown).toMatchObject({ visitors: null, leads: 1, byKind: { "panel-question": 1 } });
    expect(view.funnels.find((row) => row.type === "gitex-registration")).toMatchObject({
      pageVisitors: 2,
      starts: 1,
      leads: 1,
    });
  });

  it("counts a lead qualified and won once staff move it there", async () => {
    const staff = asStaff(h, await staffCookie());
    expect((await staff.postJson("/api/admin/leads/status", { status: "proposal", ids: [ids.gitex] })).status).toBe(
      200,
    );
    let spring = (await report()).campaignTable.find((row) => row.campaign === "spring");
    expect(spring).toMatchObject({ qualified: 1, won: 0 });
    expect((await staff.postJson("/api/admin/leads/status", { status: "won", ids: [ids.gitex] })).status).toBe(200);
    const view = await report();
    spring = view.campaignTable.find((row) => row.campaign === "spring");
    expect(spring).toMatchObject({ qualified: 1, won: 1 });
    expect(view.funnels.find((row) => row.type === "gitex-registration")).toMatchObject({ qualified: 1, won: 1 });
  });
});

describe("roll-up and retention", () => {
  it("moves finished days into analytics_daily, once, and the report reads the same", async () => {
    const before = await figures();
    now = at("2026-06-05", 10);
    const first = await rollUpAnalytics(h.database.db, h.analytics.events, now, zone, 400);
    expect(first.days).toBe(3); // 2 June, the oldest event's day, to yesterday
    const totals = await h.database.db.select().from(analyticsDaily).where(eq(analyticsDaily.dimension, "total"));
    expect(totals.map((row) => [row.day, row.visitors]).sort()).toEqual([
      ["2026-06-02", 1],
      ["2026-06-03", 4],
      ["2026-06-04", 1],
    ]);
    expect(await rollUpAnalytics(h.database.db, h.analytics.events, now, zone, 400)).toEqual({ days: 0, purged: 0 });
    expect(await figures()).toEqual(before);
  });

  it("deletes raw events past the retention; the daily figures, and so the report, stay", async () => {
    const before = await figures();
    const { purged } = await rollUpAnalytics(h.database.db, h.analytics.events, now, zone, 1);
    expect(purged).toBeGreaterThan(0);
    const [old] = await h.database.db
      .select({ n: count() })
      .from(analyticsEvents)
      .where(lt(analyticsEvents.at, at("2026-06-04", 0)));
    expect(Number(old?.n)).toBe(0);
    const [kept] = await h.database.db
      .select({ n: count() })
      .from(analyticsEvents)
      .where(gte(analyticsEvents.at, at("2026-06-04", 0)));
    expect(Number(kept?.n)).toBe(1);
    expect(await figures()).toEqual(before);
  });
});

describe("CSV downloads", () => {
  const headers: Record<string, Array<string>> = {
    pages: ["Page", "Visitors", "Pageviews", "Visits", "Share of pageviews"],
    "entry-pages": ["Entry page", "Visitors", "Pageviews", "Visits", "Share of visits"],
    channels: ["Channel", "Visitors", "Pageviews", "Visits", "Share of visits", "Leads"],
    sources: ["Source", "Visitors", "Pageviews", "Visits", "Share of visits", "Leads"],
    devices: ["Device", "Visitors", "Pageviews", "Visits", "Share of pageviews"],
    funnels: ["Form", "Page visitors", "Form starts", "Leads", "Qualified", "Won"],
    daily: ["Day", "Visitors", "Pageviews", "Leads"],
  };

  it("each table downloads for the range with its header row; campaigns with a column per kind", async () => {
    const staff = asStaff(h, await staffCookie());
    const download = async (table: string) => {
      const response = await staff.get(`/api/admin/analytics/${table}.csv?from=${range.from}&to=${range.to}`);
      expect(response.status, table).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="analytics-${table}-${range.from}-to-${range.to}.csv"`,
      );
      return parse(Buffer.from(await response.arrayBuffer()), { bom: true }) as Array<Array<string>>;
    };
    for (const [table, header] of Object.entries(headers)) expect((await download(table))[0], table).toEqual(header);
    expect(await download("daily")).toEqual([
      headers.daily,
      ["2026-06-03", "4", "6", "3"],
      ["2026-06-04", "1", "1", "0"],
    ]);
    const [header, ...rows] = await download("campaigns");
    expect(header).toEqual([
      "Campaign",
      "Visitors",
      "Leads",
      "Appointments",
      "Interview requests",
      "Event registrations",
      "Questions",
      "Talent requests",
      "Newsletter sign-ups",
      "Conversion",
      "Qualified",
      "Won",
    ]);
    expect(rows[0]).toEqual(["spring", "3", "1", "0", "0", "1", "0", "0", "0", "0.3333", "1", "1"]);
    expect((await staff.get("/api/admin/analytics/secrets.csv")).status).toBe(404);
    expect((await h.request("/api/admin/analytics/pages.csv")).status).toBe(401);
  });
});

describe("the pages", () => {
  let readerEmail = "";
  beforeAll(async () => {
    readerEmail = await createStaff(h.database.db);
  });
  const open = async (load: (args: never) => Promise<Response>, path: string, params: Record<string, string> = {}) => {
    const page = await renderAdminPage(h, readerEmail, load, path, { params, clock: () => now });
    expect(page.status, path).toBe(200);
    expect(page.html, path).not.toContain("<script");
    return page.html;
  };

  it("a table that does not exist is a 404; dates that are no dates fall back to the last 30 days, never echoed", async () => {
    const staff = asStaff(h, await staffCookie());
    const missing = await staff.get("/api/admin/analytics/visitors-by-ip.csv");
    expect(missing.status).toBe(404);
    const hostile = encodeURIComponent("<script>alert(1)</script>");
    const csv = await staff.get(`/api/admin/analytics/channels.csv?from=${hostile}&to=2026-13-45`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toMatch(
      /^attachment; filename="analytics-channels-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const page = await open(analyticsPage, `/admin/analytics?from=${hostile}&range=${hostile}`);
    expect(page).toContain("Last 30 days");
    expect(page).not.toContain("<script>alert(1)</script>");
  });

  it("strangers are sent to sign in", async () => {
    for (const path of ["/admin/analytics", "/admin/analytics/campaigns?range=7d"]) {
      const response = await h.request(path);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(`/admin/login?next=${encodeURIComponent(path)}`);
    }
  });

  it("staff see the overview, the campaigns, and an empty range that says what to do", async () => {
    const overview = await open(analyticsPage, `/admin/analytics?from=${range.from}&to=${range.to}`);
    expect(overview).toContain("Paid social");
    expect(overview).toContain("/api/admin/analytics/channels.csv?from=2026-06-03&amp;to=2026-06-04");
    expect(overview).toContain("Form funnels");
    const campaigns = await open(campaignsPage, `/admin/analytics/campaigns?from=${range.from}&to=${range.to}`);
    expect(campaigns).toContain("spring");
    expect(campaigns).toContain("Unknown (no visit matched)");
    const empty = await open(analyticsPage, "/admin/analytics?from=2026-01-01&to=2026-01-07");
    expect(empty).toContain("No visits in this range yet: the tracker counts page views once visitors");
  });

  it("a lead's page shows its source, or says no visit matched; the contact shows their first lead's", async () => {
    const gitex = await open(leadPage, "/admin/leads/event-registrations/x", {
      kind: "event-registrations",
      id: ids.gitex as string,
    });
    expect(gitex).toContain("Paid social");
    expect(gitex).toContain("campaign spring");
    const unknown = await open(leadPage, "/admin/leads/questions/x", { kind: "questions", id: ids.unknown as string });
    expect(unknown).toContain(
      "Unknown: no visit matched this lead (the visitor blocked the tracker, or came before it ran)",
    );
    const [lead] = await h.database.db
      .select({ contactId: leads.contactId })
      .from(leads)
      .where(eq(leads.id, ids.talent as string));
    const contact = await open(contactPage, `/admin/contacts/${lead?.contactId}`, { id: lead?.contactId as string });
    expect(contact).toContain("Organic search");
  });
});

describe("the weekly email", () => {
  const team = () => teamOf(h.config);
  const digests = () =>
    h.database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, "analytics.weekly-digest"));

  it("goes once per week to each address, on Monday at 09:00 business time, with last week's figures", async () => {
    const recipients = h.config.analyticsReportTo;
    const queue = (when: Date, to = recipients) =>
      queueWeeklyAnalyticsDigest(h.database.db, h.analytics.events, { recipients: to, team: team() }, when);
    expect(await queue(at("2026-06-07", 9))).toBe(0); // a Sunday
    expect(await queue(at("2026-06-08", 8))).toBe(0); // Monday, before nine
    expect(await queue(at("2026-06-08", 9), [])).toBe(0); // nobody to send to
    expect(await queue(new Date(at("2026-06-08", 9).getTime() + 20 * 60_000))).toBe(2);
    expect(await queue(new Date(at("2026-06-08", 9).getTime() + 40 * 60_000))).toBe(0); // the same week
    const sent = await digests();
    expect(sent.map((email) => email.recipient).sort()).toEqual(["ceo@northwind.example", "growth@northwind.example"]);
    expect(sent[0]?.subject).toBe("Site analytics for 1 – 7 Jun 2026: 6 visitors, 3 leads");
    expect(sent[0]?.text).toContain("Visitors: 6");
    expect(sent[0]?.text).toContain("Paid social: 2 visits, 1 leads");
    expect(sent[0]?.text).toContain("/admin/analytics?from=2026-06-01&to=2026-06-07");
  });

  it("is queued by the jobs' maintenance loop, which also rolls the days up", async () => {
    now = at("2026-06-15", 9);
    const maintenance = startMaintenance({
      db: h.database.db,
      logger: createLogger("silent", "test"),
      engine: "pglite",
      clock: () => now,
      team: team(),
      digestCheckMs: 60_000,
      analytics: { events: h.analytics.events, retentionDays: 400, reportTo: h.config.analyticsReportTo },
    });
    await maintenance.stop();
    expect((await digests()).filter((email) => email.subject.includes("8 – 14 Jun 2026"))).toHaveLength(2);
    const rolled = await h.database.db
      .select({ n: count() })
      .from(analyticsDaily)
      .where(and(eq(analyticsDaily.dimension, "total"), eq(analyticsDaily.day, "2026-06-14")));
    expect(Number(rolled[0]?.n)).toBe(1);
  });
});
