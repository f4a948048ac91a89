import { ArrowDown, ArrowUp } from "lucide-react";
import { cn } from "#app/lib/cn";
import { leadKindByType } from "#app/lib/leads/lead-kinds";
import type { LeadColumn, LeadRow } from "#app/lib/admin/lead-columns";
import { leadListSearch, leadSortKeys, type LeadListQuery } from "#app/schemas/admin";
import { Badge, Empty, statusTone, tableClasses } from "./admin-ui";

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
 * Leads with a checkbox each (for the bulk forms around it). Every cell is text
 * as the visitor typed it: React writes it as text, never as markup. The rows' styles are the
 * `lead-table` classes of admin.css.
 */
export function LeadTable({
  rows,
  columns,
  query,
  base,
  selectAll,
}: {
  rows: Array<LeadRow>;
  columns: Array<LeadColumn>;
  query: LeadListQuery;
  base: string;
  selectAll: boolean;
}) {
  if (rows.length === 0) return <Empty>No leads match. Change the filters or the search.</Empty>;
  // The address sits under the name: one column less for a table of many (the CSV keeps both).
  const shown = columns.filter((column) => column.id !== "email");
  return (
    <div className="overflow-x-auto">
      <table className={cn(tableClasses.table, tableClasses.list, "lead-table")}>
        <thead className={tableClasses.head}>
          <tr>
            <th scope="col" className="w-10 px-4 py-2.5">
              <span className="sr-only">Select</span>
            </th>
            {shown.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={tableClasses.th}
                aria-sort={query.sort === column.id ? (query.dir === "asc" ? "ascending" : "descending") : undefined}
              >
                <SortHeader column={column} query={query} base={base} />
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
                  defaultChecked={selectAll}
                  aria-label={`Select ${row.name}`}
                />
              </td>
              {shown.map((column) => (
                <td key={column.id}>
                  {column.id === "name" ? (
                    <a href={leadHref(row)} className="lead-name">
                      {column.text(row) || "(no name)"}
                      <span>{row.email}</span>
                    </a>
                  ) : column.id === "status" ? (
                    <Badge tone={statusTone(row.status)}>{column.text(row)}</Badge>
                  ) : column.id === "spam" ? (
                    row.spam ? (
                      <Badge tone="red">spam</Badge>
                    ) : (
                      <span className="text-ink-400">no</span>
                    )
                  ) : column.id === "received" ? (
                    <span className="lead-when">{column.text(row)}</span>
                  ) : (
                    // At most as wide as max-w-xs, whatever was typed, broken between words where it can.
                    <span className="lead-text">{column.text(row)}</span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
