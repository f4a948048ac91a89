import { Megaphone } from "lucide-react";
import { buttonClasses } from "#app/components/ui/button";
import { adminPageFor } from "#app/features/admin/admin-page.server";
import { Empty, PageHeader, Panel } from "#app/features/admin/admin-ui";
import { AnalyticsChart } from "#app/modules/analytics/desk/analytics-chart";
import { CsvLink } from "#app/modules/analytics/desk/csv-link";
import { FigureTable } from "#app/modules/analytics/desk/figure-table";
import { FunnelTable } from "#app/modules/analytics/desk/funnel-table";
import { RangePicker } from "#app/modules/analytics/desk/range-picker";
import { AnalyticsTotals } from "#app/modules/analytics/desk/totals";
import { rangeLabel } from "#app/modules/analytics/lib/analytics-format";
import { rangeQuery } from "#app/modules/analytics/lib/analytics-range";
import type { AnalyticsReportView } from "#app/modules/analytics/lib/analytics-views";
import type { Route } from "./+types/analytics";

/** Analytics: visitors, where they came from and the leads they became (HTML from the server, no script). */
export async function loader(args: Route.LoaderArgs) {
  const page = await adminPageFor(args);
  const report = await page.desk.analytics.report(page.url.searchParams);
  return page.render("Analytics", <AdminAnalytics report={report} />);
}

const noVisits =
  "No visits in this range yet: the tracker counts page views once visitors open the site's pages (staff signed in and bots are left out). Try a longer range.";

function AdminAnalytics({ report }: { report: AnalyticsReportView }) {
  const { range } = report;
  const quiet = report.totals.visitors === 0;
  const half = (
    title: string,
    heading: string,
    description: string,
    table: string,
    rows: AnalyticsReportView["pages"],
    measure: "pageviews" | "visits",
    empty: string,
  ) => (
    <FigureTable
      title={title}
      heading={heading}
      description={description}
      rows={rows}
      measure={measure}
      table={table}
      range={range}
      empty={empty}
    />
  );
  return (
    <>
      <PageHeader
        title="Analytics"
        description={`${rangeLabel(range.from, range.to)}. Days are counted in ${report.timeZone}; spam leads are left out.`}
        actions={
          <a href={`/admin/analytics/campaigns?${rangeQuery(range)}`} className={buttonClasses("secondary", "sm")}>
            <Megaphone aria-hidden className="size-4" /> Campaigns
          </a>
        }
      />
      <RangePicker range={range} path="/admin/analytics" today={report.today} />
      <AnalyticsTotals report={report} />
      <Panel
        title="Per day"
        description="Visitors and page views (left axis), leads (right axis)"
        actions={<CsvLink table="daily" range={range} />}
        className="mb-6"
      >
        {quiet && report.totals.leads === 0 ? <Empty>{noVisits}</Empty> : <AnalyticsChart days={report.days} />}
      </Panel>
      <div className="mb-6 grid gap-6 lg:grid-cols-2">
        {half(
          "Channels",
          "Channel",
          "How visits arrived; leads by their first touch",
          "channels",
          report.channels,
          "visits",
          noVisits,
        )}
        {half(
          "Sources",
          "Source",
          "The referrer or utm_source of each visit",
          "sources",
          report.sources,
          "visits",
          noVisits,
        )}
        {half("Pages", "Page", "Page views per page", "pages", report.pages, "pageviews", noVisits)}
        {half("Entry pages", "Page", "Where visits started", "entry-pages", report.entryPages, "visits", noVisits)}
        {half(
          "Campaigns",
          "Campaign",
          "Visits tagged with utm_campaign",
          "campaigns",
          report.campaigns,
          "visits",
          "No campaign visits in this range: links tagged with utm_campaign show here once visitors follow them.",
        )}
        {half("Devices", "Device", "By screen and browser", "devices", report.devices, "pageviews", noVisits)}
      </div>
      <FunnelTable funnels={report.funnels} range={range} />
    </>
  );
}
