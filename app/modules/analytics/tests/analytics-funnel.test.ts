import { describe, expect, it } from "vitest";
import { reportRangeOf } from "#app/modules/analytics/lib/analytics-range";
import { slotStart, todayIn } from "#app/lib/booking-slots";
import { analyticsReport } from "#app/modules/analytics/server/reports";
import { rollUpAnalytics } from "#app/modules/analytics/server/rollup";
import { useApiHarness } from "#tests/support/api-app";
import { startForm, viewPage, type TestBrowser } from "#tests/support/analytics-visits";
import { freshIp } from "#tests/support/leads";

// The funnels' first step (docs/product.md#analytics): the visitors who could start each form,
// each once a day however many of its pages they saw, counted by hand below.

const zone = "Asia/Kolkata";
const at = (day: string, hour: number) => slotStart(day, hour, zone);
let now = at("2026-07-01", 10);
const h = useApiHarness({ clock: () => now });

async function funnels() {
  const range = reportRangeOf(new URLSearchParams({ from: "2026-07-01", to: "2026-07-02" }), todayIn(zone, now));
  const view = await analyticsReport(h.database.db, h.analytics.events, { range, timeZone: zone, now });
  return {
    visitors: view.totals.visitors,
    firstSteps: Object.fromEntries(view.funnels.map((row) => [row.type, row.pageVisitors])),
    starts: Object.fromEntries(view.funnels.map((row) => [row.type, row.starts])),
  };
}

describe("a funnel's first step", () => {
  it("counts each visitor who saw a page the form is on once a day, not once per page", async () => {
    // 1 July. Ana sees three pages with the booking button and books from the last.
    const ana: TestBrowser = { ip: freshIp() };
    await viewPage(h, ana, "/");
    await viewPage(h, ana, "/blog", "/");
    await viewPage(h, ana, "/gitex", "/blog");
    await startForm(h, ana, "/gitex", "/api/appointments/schedule");
    // Ben reads the blog and an article, starts the newsletter form there and the booking on /blog.
    const ben: TestBrowser = { ip: freshIp() };
    await viewPage(h, ben, "/blog");
    await viewPage(h, ben, "/blog/five-hiring-metrics", "/blog");
    await startForm(h, ben, "/blog/five-hiring-metrics", "/api/newsletter");
    await startForm(h, ben, "/blog", "/api/appointments/schedule");
    // Chen starts the booking on the home page; Dev only sees the panel page.
    const chen: TestBrowser = { ip: freshIp() };
    await viewPage(h, chen, "/");
    await startForm(h, chen, "/", "/api/appointments/schedule");
    await viewPage(h, { ip: freshIp() }, "/gcc-panel");
    // 2 July: Ana comes back to /gitex (a new day, a new daily key: a visitor of that day too).
    now = at("2026-07-02", 9);
    await viewPage(h, ana, "/gitex");

    const expected = {
      visitors: 5, // 1 July: Ana, Ben, Chen, Dev; 2 July: Ana
      firstSteps: {
        appointment: 5, // on every page: everyone, each once a day
        "ai-interview": 2, // the home page: Ana, Chen
        "gitex-registration": 2, // /gitex: Ana on each day
        "panel-question": 1, // /gcc-panel: Dev
        "talent-request": 0, // /ai-talent-deployment: nobody
        newsletter: 2, // /blog and its articles: Ana once, Ben once for his two pages
      },
      starts: {
        appointment: 3,
        "ai-interview": 0,
        "gitex-registration": 0,
        "panel-question": 0,
        "talent-request": 0,
        newsletter: 1,
      },
    };
    expect(await funnels()).toEqual(expected);

    // The same once 1 July is a finished day read from the daily figures.
    now = at("2026-07-03", 9);
    await rollUpAnalytics(h.database.db, h.analytics.events, now, zone, 400);
    expect(await funnels()).toEqual(expected);
  });
});
