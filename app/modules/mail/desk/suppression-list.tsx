import { Button, buttonClasses } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import type { SuppressionRow } from "#app/lib/admin/views";
import type { ReactNode } from "react";
import { typedValue, type FormState } from "#app/features/admin/page-action.server";
import { Badge, formatWhen, Panel, tableClasses } from "#app/features/admin/admin-ui";
import { DataTable, type DataColumn } from "#app/features/admin/data-table";

const reasonLabels: Record<string, string> = {
  "hard-bounce": "Hard bounce",
  complaint: "Complaint",
  "provider-bounce": "Bounce (provider)",
  staff: "Staff",
};

function columns(timeZone: string): Array<DataColumn<SuppressionRow>> {
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
          <form method="post">
            <input type="hidden" name="email" value={row.email} />
            <button type="submit" name="intent" value="lift" className={buttonClasses("secondary", "sm")}>
              Lift
            </button>
          </form>
        ),
    },
  ];
}

/** A labelled field of the suppress form, with its problem under it when the form was refused. */
function FormField({
  id,
  label,
  problem,
  children,
}: {
  id: string;
  label: string;
  problem?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {problem ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** The suppressed addresses (docs/email.md#suppression-list), a form to add one, and Lift on each. */
export function SuppressionList({
  rows,
  total,
  timeZone,
  form,
}: {
  rows: Array<SuppressionRow>;
  total: number;
  timeZone: string;
  /** The suppress form as refused, to show again with what was typed. */
  form: FormState | null;
}) {
  const typed = (field: string) => typedValue(form, "suppress", field);
  const problem = (field: string) => (form?.intent === "suppress" ? form.fieldErrors[field] : undefined);
  return (
    <>
      <Panel
        title="Suppress an address"
        description="No email of any kind goes to a suppressed address; its leads are still stored and the team still told."
        className="mb-4"
      >
        <form method="post" className="flex flex-wrap items-start gap-3">
          <FormField id="suppress-email" label="Email address" problem={problem("email")}>
            <Input
              id="suppress-email"
              name="email"
              type="email"
              required
              maxLength={320}
              defaultValue={typed("email")}
              aria-invalid={problem("email") ? true : undefined}
              aria-describedby={problem("email") ? "suppress-email-error" : undefined}
              className="h-10 text-sm"
            />
          </FormField>
          <FormField id="suppress-note" label="Note (optional)" problem={problem("note")}>
            <Input
              id="suppress-note"
              name="note"
              maxLength={500}
              defaultValue={typed("note")}
              aria-invalid={problem("note") ? true : undefined}
              aria-describedby={problem("note") ? "suppress-note-error" : undefined}
              className="h-10 text-sm"
            />
          </FormField>
          <Button type="submit" name="intent" value="suppress" size="sm" className="mt-6.5">
            Suppress
          </Button>
        </form>
      </Panel>
      <Panel flush>
        <DataTable
          label="Suppressed addresses"
          rows={rows}
          columns={columns(timeZone)}
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
