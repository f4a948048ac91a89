import { analyticsCsvTables } from "#app/modules/analytics/server/report-csv";

const range = [
  { name: "from", in: "query", schema: { type: "string", format: "date" }, description: "First day (business zone)." },
  { name: "to", in: "query", schema: { type: "string", format: "date" }, description: "Last day, included." },
  {
    name: "range",
    in: "query",
    schema: { type: "string", enum: ["7d", "30d", "90d"] },
    description: "Or the last 7, 30 or 90 days.",
  },
];

/**
 * The analytics report's CSV downloads, one address per table (docs/product.md#analytics): the
 * range as the admin page has it; without one, the last 30 days.
 */
export const analyticsPaths: Record<string, unknown> = Object.fromEntries(
  Object.keys(analyticsCsvTables).map((table) => [
    `/api/admin/analytics/${table}.csv`,
    {
      get: {
        summary: `The analytics report's ${table.replace("-", " ")} table as CSV`,
        security: [{ adminSession: [] }, { apiToken: [] }],
        parameters: range,
        responses: {
          "200": {
            description: "RFC 4180, UTF-8 with a byte-order mark, formula cells guarded.",
            content: { "text/csv": { schema: { type: "string" } } },
          },
          "401": {
            description: "No live staff session (sign in at /admin/login), or an API token that is not valid.",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
          },
        },
      },
    },
  ]),
);
