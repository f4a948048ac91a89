import { Hono } from "hono";
import { reportRangeOf } from "#app/modules/analytics/lib/analytics-range";
import { todayIn } from "#app/lib/booking-slots";
import type { AppServices } from "#server/http/app-services";
import { errorBody } from "#server/http/errors";
import { analyticsCsvTables } from "#app/modules/analytics/server/report-csv";
import { withRecentFigures } from "#app/modules/analytics/server/live-figures";
import { analyticsReport } from "#app/modules/analytics/server/reports";
import { recordAudit } from "#server/services/admin/audit";
import { toCsv } from "#server/services/admin/csv";

/**
 * `GET /api/admin/analytics/<table>.csv?from=&to=`: one table of the analytics report for the range
 * the page shows (docs/product.md#analytics), as RFC 4180 CSV, one address per table (any other
 * name is the admin API's 404). Written to the audit log as every export is.
 */
export function adminAnalyticsRoutes(services: AppServices): Hono {
  const routes = new Hono();
  const { clock, db } = services;
  const timeZone = services.config.bookingTimeZone;

  // createApp always hands the routes an event store; without one there is nothing to report on.
  const events = services.analytics ? withRecentFigures(services.analytics.events) : null;

  for (const [name, table] of Object.entries(analyticsCsvTables)) {
    routes.get(`/analytics/${name}.csv`, async (c) => {
      if (!events) return c.json(errorBody("Analytics are not available in this process."), 503);
      const now = clock();
      const range = reportRangeOf(new URL(c.req.url).searchParams, todayIn(timeZone, now));
      const { header, rows } = table(await analyticsReport(db, events, { range, timeZone, now }));
      await recordAudit(db, c.get("staff"), now, "analytics.exported", {
        subject: `analytics:${name}`,
        details: { from: range.from, to: range.to, rows: rows.length },
      });
      return c.body(toCsv(header, rows), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="analytics-${name}-${range.from}-to-${range.to}.csv"`,
      });
    });
  }
  return routes;
}
