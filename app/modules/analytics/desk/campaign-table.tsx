import { formatCount, formatPercent } from "#app/modules/analytics/lib/analytics-format";
import type { AnalyticsReportView, CampaignRow } from "#app/modules/analytics/lib/analytics-views";
import { cn } from "#app/lib/cn";
import { Empty, ScrollRegion, tableClasses } from "#app/features/admin/admin-ui";

const num = "text-right tabular-nums whitespace-nowrap";

function Cell({ value, muted = false }: { value: string; muted?: boolean }) {
  return <td className={cn(tableClasses.td, num, muted && "text-ink-400")}>{value}</td>;
}

/** The leads of a row by kind, the kinds it has only: one column instead of one per kind. */
function KindCounts({ row, kinds }: { row: CampaignRow; kinds: AnalyticsReportView["kinds"] }) {
  const present = kinds.filter((kind) => row.byKind[kind.type]);
  if (present.length === 0) return <span className="text-ink-400">–</span>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {present.map((kind) => (
        <li key={kind.type} className="badge badge-neutral gap-1">
          {kind.plural}
          <span className="font-semibold text-ink-900 tabular-nums">{formatCount(row.byKind[kind.type] ?? 0)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Every campaign of the range with its visitors and what its leads became: leads by kind,
 * conversion (leads per visitor), qualified and won. The last two rows gather the leads of no
 * campaign: "No campaign" came through a channel without tags, "Unknown" matched no visit.
 */
export function CampaignTable({ report }: { report: AnalyticsReportView }) {
  const rows: Array<CampaignRow> = report.campaignTable;
  if (rows.length === 0) {
    return (
      <Empty>
        No campaign visits or leads in this range yet: tag the links you share with utm_campaign (and utm_source,
        utm_medium), and the visits and leads they bring show here.
      </Empty>
    );
  }
  return (
    <ScrollRegion label="Campaigns">
      <table className={cn(tableClasses.table, "min-w-[44rem]")}>
        <thead className={tableClasses.head}>
          <tr>
            <th scope="col" className={tableClasses.th}>
              Campaign
            </th>
            <th scope="col" className={cn(tableClasses.th, "text-right")}>
              Visitors
            </th>
            <th scope="col" className={cn(tableClasses.th, "text-right")}>
              Leads
            </th>
            <th scope="col" className={tableClasses.th}>
              By kind
            </th>
            <th scope="col" className={cn(tableClasses.th, "text-right")}>
              Conversion
            </th>
            <th scope="col" className={cn(tableClasses.th, "text-right")}>
              Qualified
            </th>
            <th scope="col" className={cn(tableClasses.th, "text-right")}>
              Won
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {rows.map((row) => (
            <tr key={row.campaign} className={cn(tableClasses.row, row.visitors === null && "bg-ink-50/50")}>
              <th
                scope="row"
                className={cn(tableClasses.td, "min-w-36 text-left font-medium wrap-anywhere text-ink-900")}
              >
                {row.label}
              </th>
              <Cell value={row.visitors === null ? "–" : formatCount(row.visitors)} muted={row.visitors === null} />
              <td className={cn(tableClasses.td, num, "font-medium text-ink-900")}>{formatCount(row.leads)}</td>
              <td className={tableClasses.td}>
                <KindCounts row={row} kinds={report.kinds} />
              </td>
              <Cell value={formatPercent(row.conversion)} muted={row.conversion === null} />
              <Cell value={formatCount(row.qualified)} muted={!row.qualified} />
              <Cell value={formatCount(row.won)} muted={!row.won} />
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
