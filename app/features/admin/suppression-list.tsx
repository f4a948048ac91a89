import { Button, buttonClasses } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import type { SuppressionRow } from "#app/lib/admin/views";
import { Badge, formatWhen, Panel, tableClasses } from "./admin-ui";
import { DataTable, type DataColumn } from "./data-table";

const reasonLabels: Record<string, string> = {
  "hard-bounce": "Hard bounce",
  complaint: "Complaint",
  "provider-bounce": "Bounce (provider)",
  staff: "Staff",
};

function columns(timeZone: string, returnTo: string): Array<DataColumn<SuppressionRow>> {
  return [
    { label: "Since", className: "whitespace-nowrap tabular-nums", cell: (row) => formatWhen(row.createdAt, timeZone) },
    {
      label: "Address",
      className: tableClasses.address,
      cell: (row) =>
        row.email ?? <span className="text-ink-500">Erased person (kept as a hash, still not mailed)</span>,
    },
    {
      label: "Reason",
      cell: (row) => (
        <>
          <Badge tone={row.reason === "staff" ? "neutral" : "red"}>{reasonLabels[row.reason] ?? row.reason}</Badge>
          {row.detail ? (
            <span className="mt-1 block max-w-md text-xs break-words text-ink-500">{row.detail}</span>
          ) : null}
        </>
      ),
    },
    { label: "By", className: tableClasses.address, cell: (row) => row.source },
    {
      label: "",
      className: "text-right",
      cell: (row) =>
        row.email === null ? null : (
          <form method="post" action="/api/admin/suppressions/lift">
            <input type="hidden" name="email" value={row.email} />
            <input type="hidden" name="returnTo" value={returnTo} />
            <button type="submit" className={buttonClasses("secondary", "sm")}>
              Lift
            </button>
          </form>
        ),
    },
  ];
}

/** The suppressed addresses (docs/email.md#suppression-list), a form to add one, and Lift on each. */
export function SuppressionList({
  rows,
  total,
  timeZone,
  returnTo,
}: {
  rows: Array<SuppressionRow>;
  total: number;
  timeZone: string;
  returnTo: string;
}) {
  return (
    <>
      <Panel
        title="Suppress an address"
        description="No email of any kind goes to a suppressed address; its leads are still stored and the team still told."
        className="mb-4"
      >
        <form method="post" action="/api/admin/suppressions" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="returnTo" value={returnTo} />
          <div className="grid gap-1.5">
            <Label htmlFor="suppress-email">Email address</Label>
            <Input id="suppress-email" name="email" type="email" required maxLength={320} className="h-10 text-sm" />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="suppress-note">Note (optional)</Label>
            <Input id="suppress-note" name="note" maxLength={500} className="h-10 text-sm" />
          </div>
          <Button type="submit" size="sm">
            Suppress
          </Button>
        </form>
      </Panel>
      <Panel flush>
        <DataTable
          label="Suppressed addresses"
          rows={rows}
          columns={columns(timeZone, returnTo)}
          empty="No address is suppressed."
        />
        {total > rows.length ? (
          <p className="border-t border-ink-100 px-4 py-3 text-sm text-ink-500">
            The newest {rows.length} of {total} suppressed addresses.
          </p>
        ) : null}
      </Panel>
    </>
  );
}
