import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { reportRangeOf } from "#app/modules/analytics/lib/analytics-range";
import { todayIn } from "#app/lib/booking-slots";
import { z } from "#app/schemas/zod";
import type { AppServices } from "#server/http/app-services";
import { errorBody } from "#server/http/errors";
import { apiRouter } from "#server/http/openapi/api-router";
import { adminReadReplies, adminSecurity, errorReply } from "#server/http/openapi/replies";
import { analyticsCsvTables } from "#app/modules/analytics/server/report-csv";
import { withRecentFigures } from "#app/modules/analytics/server/live-figures";
import { analyticsReport } from "#app/modules/analytics/server/reports";
import { recordAudit } from "#app/modules/staff/server";
import { toCsv } from "#app/lib/csv";

/** The range as the analytics page has it; an unreadable range is the last 30 days, as on the page. */
const rangeQuery = z.object({
  from: z.string().optional().meta({ description: "First day (business zone).", format: "date" }),
  to: z.string().optional().meta({ description: "Last day, included.", format: "date" }),
  range: z
    .string()
    .optional()
    .meta({ description: "Or the last 7, 30 or 90 days.", enum: ["7d", "30d", "90d"] }),
});

function csvExport(name: string) {
  return createRoute({
    method: "get",
    path: `/analytics/${name}.csv`,
    summary: `The analytics report's ${name.replace("-", " ")} table as CSV`,
    security: adminSecurity,
    request: { query: rangeQuery },
    responses: {
      200: {
        description: "RFC 4180, UTF-8 with a byte-order mark, formula cells guarded.",
        content: { "text/csv": { schema: z.string() } },
      },
      ...adminReadReplies,
      503: errorReply("Analytics are not available in this process."),
    },
  });
}

/**
 * `GET /api/admin/analytics/<table>.csv?from=&to=`: one table of the analytics report for the range
 * the page shows (docs/product.md#analytics), as RFC 4180 CSV, one address per table (any other
 * name is the admin API's 404). Written to the audit log as every export is.
 */
export function adminAnalyticsRoutes(services: AppServices): OpenAPIHono {
  const routes = apiRouter();
  const { clock, db } = services;
  const timeZone = services.config.bookingTimeZone;

  // createApp always hands the routes an event store; without one there is nothing to report on.
  const events = services.analytics ? withRecentFigures(services.analytics.events) : null;

  for (const [name, table] of Object.entries(analyticsCsvTables)) {
    routes.openapi(csvExport(name), async (c) => {
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
