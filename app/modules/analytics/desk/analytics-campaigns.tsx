import { adminPageFor } from "#app/features/admin/admin-page.server";
import { PageHeader, Panel } from "#app/features/admin/admin-ui";
import { CampaignTable } from "#app/modules/analytics/desk/campaign-table";
import { CsvLink } from "#app/modules/analytics/desk/csv-link";
import { RangePicker } from "#app/modules/analytics/desk/range-picker";
import { rangeLabel } from "#app/modules/analytics/lib/analytics-format";
import { rangeQuery } from "#app/modules/analytics/lib/analytics-range";
import type { AnalyticsReportView } from "#app/modules/analytics/lib/analytics-views";
import type { Route } from "./+types/analytics-campaigns";

/** Campaigns: what each brought, down to won business (HTML from the server, no script). */
export async function loader(args: Route.LoaderArgs) {
  const page = await adminPageFor(args);
  const report = await page.desk.analytics.report(page.url.searchParams);
  return page.render("Campaigns", <AdminCampaigns report={report} />);
}

function AdminCampaigns({ report }: { report: AnalyticsReportView }) {
  const { range } = report;
  return (
    <>
      <PageHeader
        crumbs={
          <a href={`/admin/analytics?${rangeQuery(range)}`} className="hover:text-ink-800 hover:underline">
            Analytics
          </a>
        }
        title="Campaigns"
        description={`${rangeLabel(range.from, range.to)}. Leads count under the campaign of their first visit; spam is left out.`}
      />
      <RangePicker range={range} path="/admin/analytics/campaigns" today={report.today} />
      <Panel
        title="Campaigns and their leads"
        description="Conversion is leads per visitor; qualified counts leads now Qualified, Proposal or Won"
        actions={<CsvLink table="campaigns" range={range} />}
        flush
      >
        <CampaignTable report={report} />
      </Panel>
      <p className="mt-3 text-xs text-ink-500">
        “No campaign” gathers leads whose first visit carried no utm_campaign; “Unknown (no visit matched)” those whose
        visitor blocked the tracker or came before it ran.
      </p>
    </>
  );
}
