import { formatCount, formatPercent } from "#app/modules/analytics/lib/analytics-format";
import type { FunnelRow } from "#app/modules/analytics/lib/analytics-views";
import { cn } from "#app/lib/cn";
import { Panel, ScrollRegion, tableClasses } from "#app/features/admin/admin-ui";
import { CsvLink } from "./csv-link";

const steps: Array<{ key: keyof Omit<FunnelRow, "type" | "label">; label: string }> = [
  { key: "pageVisitors", label: "Page visitors" },
  { key: "starts", label: "Started the form" },
  { key: "leads", label: "Leads" },
  { key: "qualified", label: "Qualified" },
  { key: "won", label: "Won" },
];

/** A step's count, and under it the share of the step before that went on to it (when there was one). */
function Step({ value, before }: { value: number; before: number | null }) {
  return (
    <>
      <span className="block font-medium text-ink-900">{formatCount(value)}</span>
      {before ? <span className="block text-xs text-ink-500">{formatPercent(value / before)}</span> : null}
    </>
  );
}

/**
 * A funnel per form: visitors of the pages it is on (each once a day), visitors who started it, leads
 * stored, qualified (Qualified, Proposal or Won) and won. Under each step, the share of the step
 * before: where people drop out.
 */
export function FunnelTable({ funnels, range }: { funnels: Array<FunnelRow>; range: { from: string; to: string } }) {
  const quiet = funnels.every((row) => row.pageVisitors + row.starts + row.leads === 0);
  return (
    <Panel
      title="Form funnels"
      description="From the visitors of the pages a form is on to won business; under each step, the share of the step before"
      actions={<CsvLink table="funnels" range={range} />}
      flush
    >
      <ScrollRegion label="Form funnels">
        <table className={cn(tableClasses.table, "min-w-[36rem]")}>
          <thead className={tableClasses.head}>
            <tr>
              <th scope="col" className={tableClasses.th}>
                Form
              </th>
              {steps.map((step) => (
                <th key={step.key} scope="col" className={cn(tableClasses.th, "text-right")}>
                  {step.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {funnels.map((row) => (
              <tr key={row.type} className={tableClasses.row}>
                <th scope="row" className={cn(tableClasses.td, "text-left font-medium text-ink-900")}>
                  {row.label}
                </th>
                {steps.map((step, i) => {
                  const previous = steps[i - 1];
                  return (
                    <td key={step.key} className={cn(tableClasses.td, "text-right tabular-nums")}>
                      <Step value={row[step.key]} before={previous ? row[previous.key] : null} />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {quiet ? (
        <p className="border-t border-ink-100 px-4 py-3 text-sm text-ink-500">
          No form was started in this range yet: a start is counted when a visitor first types into a form.
        </p>
      ) : null}
    </Panel>
  );
}
