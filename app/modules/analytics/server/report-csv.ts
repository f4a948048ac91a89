import type { AnalyticsReportView, AnalyticsRow } from "#app/modules/analytics/lib/analytics-views";

type Table = { header: Array<string>; rows: Array<Array<string>> };

/** A share or rate as spreadsheets read it: a decimal with four places ("0.1250"), empty when undefined. */
function ratio(value: number | null): string {
  return value === null ? "" : value.toFixed(4);
}

function dimensionTable(first: string, rows: Array<AnalyticsRow>, measure: "Pageviews" | "Visits"): Table {
  const withLeads = rows.some((row) => row.leads !== null);
  return {
    header: [
      first,
      "Visitors",
      "Pageviews",
      "Visits",
      `Share of ${measure.toLowerCase()}`,
      ...(withLeads ? ["Leads"] : []),
    ],
    rows: rows.map((row) => [
      row.label,
      String(row.visitors),
      String(row.pageviews),
      String(row.visits),
      ratio(row.share),
      ...(withLeads ? [String(row.leads ?? 0)] : []),
    ]),
  };
}

/**
 * Each table of the analytics report as a CSV's header and rows, by the name in its download
 * address (`/api/admin/analytics/<name>.csv`). The cells are plain values; `toCsv` quotes them and
 * guards them against formula injection (a page path or a campaign name is the visitor's text).
 */
export const analyticsCsvTables: Record<string, (view: AnalyticsReportView) => Table> = {
  pages: (view) => dimensionTable("Page", view.pages, "Pageviews"),
  "entry-pages": (view) => dimensionTable("Entry page", view.entryPages, "Visits"),
  channels: (view) => dimensionTable("Channel", view.channels, "Visits"),
  sources: (view) => dimensionTable("Source", view.sources, "Visits"),
  devices: (view) => dimensionTable("Device", view.devices, "Pageviews"),
  campaigns: (view) => ({
    header: [
      "Campaign",
      "Visitors",
      "Leads",
      ...view.kinds.map((kind) => kind.plural),
      "Conversion",
      "Qualified",
      "Won",
    ],
    rows: view.campaignTable.map((row) => [
      row.label,
      row.visitors === null ? "" : String(row.visitors),
      String(row.leads),
      ...view.kinds.map((kind) => String(row.byKind[kind.type] ?? 0)),
      ratio(row.conversion),
      String(row.qualified),
      String(row.won),
    ]),
  }),
  funnels: (view) => ({
    header: ["Form", "Page visitors", "Form starts", "Leads", "Qualified", "Won"],
    rows: view.funnels.map((row) =>
      [row.label, row.pageVisitors, row.starts, row.leads, row.qualified, row.won].map(String),
    ),
  }),
  daily: (view) => ({
    header: ["Day", "Visitors", "Pageviews", "Leads"],
    rows: view.days.map((day) => [day.date, String(day.visitors), String(day.pageviews), String(day.leads)]),
  }),
};
