import { ArrowDown, ArrowUp } from "lucide-react";
import { cn } from "#app/lib/cn";
import { leadKindByType } from "#app/lib/leads/lead-kinds";
import type { LeadColumn, LeadRow } from "#app/lib/admin/lead-columns";
import { leadListSearch, leadSortKeys, type LeadListQuery } from "#app/schemas/admin";
import { Badge, Empty, ScrollRegion, statusTone, tableClasses } from "#app/features/admin/admin-ui";

const sortable = new Set<string>(leadSortKeys);

/** A lead's page: `/admin/leads/<kind>/<id>`. */
export function leadHref(row: { id: string; type: string }): string {
  return `/admin/leads/${leadKindByType(row.type)?.slug ?? "unknown"}/${row.id}`;
}

function SortHeader({ column, query, base }: { column: LeadColumn; query: LeadListQuery; base: string }) {
  if (!sortable.has(column.id)) return <>{column.label}</>;
  const active = query.sort === column.id;
  const dir = active && query.dir === "desc" ? "asc" : active ? "desc" : column.id === "received" ? "desc" : "asc";
  const href = base + leadListSearch(query, { sort: column.id as LeadListQuery["sort"], dir, page: 1 });
  return (
    <a href={href} className="inline-flex items-center gap-1 hover:text-ink-900" aria-sort={undefined}>
      {column.label}
      {active ? (
        query.dir === "asc" ? (
          <ArrowUp aria-label="ascending" className="size-3.5" />
        ) : (
          <ArrowDown aria-label="descending" className="size-3.5" />
        )
      ) : null}
    </a>
  );
}

/**
 * Columns the list shows under another's value rather than in a column of their own (the CSV
 * keeps them apart): a table of many columns then fits a laptop's width.
 */
const beneath: Record<string, string> = { source: "campaign", owner: "followUp" };
const underneath = new Set(["email", ...Object.values(beneath)]);

/** A cell's content: what the lead holds in that column, styled for its kind of value, and what goes under it. */
function LeadCell({ column, under, row }: { column: LeadColumn; under: LeadColumn | undefined; row: LeadRow }) {
  const text = column.text(row);
  const sub = under?.text(row);
  const subline = sub ? <span className="lead-sub">{sub}</span> : null;
  switch (column.id) {
    case "name":
      return (
        <a href={leadHref(row)} className="lead-name">
          {text || "(no name)"}
          <span>{row.email}</span>
        </a>
      );
    case "status":
      return <Badge tone={statusTone(row.status)}>{text}</Badge>;
    case "spam":
      return row.spam ? <Badge tone="red">spam</Badge> : <span className="text-ink-500">no</span>;
    case "received": {
      // The day and the time each kept whole, on two lines where the column is narrow.
      const [day, time] = text.split(" ");
      return (
        <>
          <span className="lead-when">{day}</span> <span className="lead-when">{time}</span>
        </>
      );
    }
    case "source":
      // Unknown (no visit matched) is said, never left blank: blank would read as "direct".
      return (
        <>
          {row.source ? <span className="lead-text">{text}</span> : <span className="text-ink-500">{text}</span>}
          {subline}
        </>
      );
    default:
      // At most as wide as max-w-xs, whatever was typed, broken between words where it can.
      // Nothing at all when empty, so a phone's card leaves the line out.
      return text || subline ? (
        <>
          {text ? <span className="lead-text">{text}</span> : null}
          {subline}
        </>
      ) : null;
  }
}

/**
 * Leads with a checkbox each (for the bulk forms around it). Every cell is text
 * as the visitor typed it: React writes it as text, never as markup. The rows' styles are the
 * `lead-table` classes of admin.css: a table from the `md` width, below it a card per lead (each
 * cell names its column, `data-label`), so a phone reads every lead without scrolling sideways.
 */
export function LeadTable({
  rows,
  columns,
  query,
  base,
  selectAll,
  ticked = [],
}: {
  rows: Array<LeadRow>;
  columns: Array<LeadColumn>;
  query: LeadListQuery;
  base: string;
  selectAll: boolean;
  /** Leads ticked before (a form that came back refused). */
  ticked?: Array<string>;
}) {
  if (rows.length === 0) return <Empty>No leads match. Change the filters or the search.</Empty>;
  const shown = columns.filter((column) => !underneath.has(column.id));
  const under = (column: LeadColumn) => columns.find((other) => other.id === beneath[column.id]);
  const heading = (column: LeadColumn) => {
    const second = under(column);
    return second ? `${column.label} / ${second.label.toLowerCase()}` : column.label;
  };
  return (
    <ScrollRegion label="Leads" className="max-md:overflow-visible">
      <table className={cn(tableClasses.table, "lead-table md:min-w-[44rem]")}>
        <thead className={tableClasses.head}>
          <tr>
            <th scope="col" className="w-10 px-3 py-2.5">
              <span className="sr-only">Select</span>
            </th>
            {shown.map((column) => (
              <th
                key={column.id}
                scope="col"
                className="px-3 py-2.5 font-medium"
                aria-sort={query.sort === column.id ? (query.dir === "asc" ? "ascending" : "descending") : undefined}
              >
                <SortHeader column={{ ...column, label: heading(column) }} query={query} base={base} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100 bg-white">
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <input
                  type="checkbox"
                  name="ids"
                  value={row.id}
                  defaultChecked={selectAll || ticked.includes(row.id)}
                  aria-label={`Select ${row.name}`}
                />
              </td>
              {shown.map((column) => (
                <td key={column.id} data-col={column.id} data-label={heading(column)}>
                  <LeadCell column={column} under={under(column)} row={row} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
