import type { MailFigures, MailNumbersView } from "#app/lib/admin/views";
import { cn } from "#app/lib/cn";
import { Badge, Panel, ScrollRegion, tableClasses } from "#app/features/admin/admin-ui";

const figures: Array<{ key: keyof MailFigures; label: string }> = [
  { key: "sent", label: "Sent" },
  { key: "delivered", label: "Delivered" },
  { key: "deferred", label: "Deferred" },
  { key: "bounced", label: "Bounced" },
  { key: "complained", label: "Complained" },
];

function percent(rate: number): string {
  return `${(rate * 100).toFixed(rate < 0.01 ? 2 : 1)}%`;
}

function FiguresTable<Row extends MailFigures>({
  caption,
  first,
  rows,
}: {
  caption: string;
  first: { label: string; cell: (row: Row) => string };
  rows: Array<Row>;
}) {
  return (
    <table className={tableClasses.table}>
      <caption className="sr-only">{caption}</caption>
      <thead className={tableClasses.head}>
        <tr>
          <th scope="col" className={cn(tableClasses.th, "w-1/3")}>
            {first.label}
          </th>
          {figures.map((figure) => (
            <th key={figure.key} scope="col" className={cn(tableClasses.th, "text-right")}>
              {figure.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-100">
        {rows.map((row) => (
          <tr key={first.cell(row)} className={tableClasses.row}>
            <th scope="row" className={cn(tableClasses.td, "text-left font-normal whitespace-nowrap tabular-nums")}>
              {first.cell(row)}
            </th>
            {figures.map((figure) => (
              <td key={figure.key} className={cn(tableClasses.td, "text-right tabular-nums")}>
                {row[figure.key]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The outbox page's numbers (docs/email.md#the-numbers): per day, per kind, and the complaint rate. */
export function MailNumbers({ numbers }: { numbers: MailNumbersView }) {
  const rate = numbers.complaintRate;
  return (
    <Panel
      title={`Mail over the last ${numbers.days.length} days`}
      description="Sent by this site; delivered, deferred, bounced and complained as the SMTP server and the mail provider reported them."
      className="mb-6"
      actions={
        <span
          data-complaint-rate={numbers.overComplaintLine ? "over" : "under"}
          className="flex items-center gap-2 text-sm"
        >
          Complaint rate {rate === null ? "–" : percent(rate)} (line {percent(numbers.complaintLine)})
          {numbers.overComplaintLine ? (
            <Badge tone="red">Over the 0.3% line</Badge>
          ) : (
            <Badge tone="green">Under the line</Badge>
          )}
        </span>
      }
    >
      {numbers.overComplaintLine ? (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          Complaints are over 0.3% of the mail sent. Gmail and Yahoo filter or refuse bulk mail above this line: look at
          which kind of email draws them.
        </p>
      ) : null}
      <dl className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {figures.map((figure) => (
          <div key={figure.key} className="rounded-lg bg-ink-50 px-3 py-2">
            <dt className="text-xs text-ink-500">{figure.label}</dt>
            <dd className="text-lg font-semibold text-ink-900 tabular-nums">{numbers.totals[figure.key]}</dd>
          </div>
        ))}
      </dl>
      {numbers.kinds.length ? (
        <div className="grid gap-6">
          <ScrollRegion label="Mail per kind">
            <FiguresTable caption="Per kind" first={{ label: "Kind", cell: (row) => row.kind }} rows={numbers.kinds} />
          </ScrollRegion>
          <ScrollRegion label="Mail per day">
            <FiguresTable
              caption="Per day"
              first={{ label: "Day", cell: (row) => row.day }}
              rows={[...numbers.days].reverse()}
            />
          </ScrollRegion>
        </div>
      ) : (
        // Fourteen rows of zeros would say no more than this line.
        <p className="text-sm text-ink-500">No email sent in this period.</p>
      )}
    </Panel>
  );
}
