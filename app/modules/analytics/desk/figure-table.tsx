import type { ReactNode } from "react";
import { formatCount, formatPercent } from "#app/modules/analytics/lib/analytics-format";
import type { AnalyticsRow } from "#app/modules/analytics/lib/analytics-views";
import { cn } from "#app/lib/cn";
import { Empty, Panel, tableClasses } from "#app/features/admin/admin-ui";
import { CsvLink } from "./csv-link";

const num = "text-right tabular-nums whitespace-nowrap";

/**
 * One dimension of the report (pages, channels...) as a panel: the top rows, each with its share
 * drawn as a bar under its name, and the whole table as CSV. Sized to fit half the page at a
 * laptop's width: the name breaks anywhere (a path has no spaces), the numbers never.
 */
export function FigureTable({
  title,
  heading,
  description,
  rows,
  measure,
  table,
  range,
  empty,
  limit = 10,
}: {
  title: string;
  /** The first column's heading: what a row is ("Page", "Channel"). */
  heading: string;
  description: string;
  rows: Array<AnalyticsRow>;
  measure: "pageviews" | "visits";
  table: string;
  range: { from: string; to: string };
  empty: ReactNode;
  limit?: number;
}) {
  const withLeads = rows.some((row) => row.leads !== null);
  const shown = rows.slice(0, limit);
  return (
    <Panel title={title} description={description} actions={<CsvLink table={table} range={range} />} flush>
      {rows.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <table className={tableClasses.table}>
          <thead className={tableClasses.head}>
            <tr>
              <th scope="col" className={tableClasses.th}>
                {heading}
              </th>
              <th scope="col" className={cn(tableClasses.th, "text-right")}>
                Visitors
              </th>
              <th scope="col" className={cn(tableClasses.th, "text-right")}>
                {measure === "pageviews" ? "Views" : "Visits"}
              </th>
              {withLeads ? (
                <th scope="col" className={cn(tableClasses.th, "text-right")}>
                  Leads
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {shown.map((row) => (
              <tr key={row.value} className={tableClasses.row}>
                <td className={cn(tableClasses.td, "py-2.5")}>
                  <span className="block text-ink-900 wrap-anywhere">{row.label}</span>
                  <span
                    className="mt-1.5 flex items-center gap-2"
                    title={`${formatPercent(row.share)} of ${measure === "pageviews" ? "page views" : "visits"}`}
                  >
                    <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-ink-100">
                      <span
                        className="block h-full rounded-full bg-brand-500"
                        style={{ width: `${Math.max(row.share * 100, 1)}%` }}
                      />
                    </span>
                    <span className="w-9 text-right text-xs text-ink-500 tabular-nums">{formatPercent(row.share)}</span>
                  </span>
                </td>
                <td className={cn(tableClasses.td, "py-2.5", num)}>{formatCount(row.visitors)}</td>
                <td className={cn(tableClasses.td, "py-2.5", num)}>{formatCount(row[measure])}</td>
                {withLeads ? (
                  <td className={cn(tableClasses.td, "py-2.5", num)}>{formatCount(row.leads ?? 0)}</td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rows.length > limit ? (
        <p className="border-t border-ink-100 px-4 py-2.5 text-xs text-ink-500">
          The top {limit} of {formatCount(rows.length)}; the CSV has them all.
        </p>
      ) : null}
    </Panel>
  );
}
