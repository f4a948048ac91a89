import type { ReactNode } from "react";
import { cn } from "#app/lib/cn";
import { Empty, ScrollRegion, tableClasses } from "./admin-ui";

/** One column of a `DataTable`: its heading (empty for an actions column) and how a row fills its cell. */
export type DataColumn<Row> = {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Classes added to the cell's own (alignment, number figures, type size). */
  className?: string;
};

/**
 * A list of records as a table with one heading row, or the `empty` sentence when there are none.
 * `label` names the box it scrolls in on a phone.
 */
export function DataTable<Row extends { id: string }>({
  rows,
  columns,
  empty,
  label,
}: {
  rows: Array<Row>;
  columns: Array<DataColumn<Row>>;
  empty: ReactNode;
  label: string;
}) {
  if (rows.length === 0) return <Empty>{empty}</Empty>;
  return (
    <ScrollRegion label={label}>
      <table className={cn(tableClasses.table, tableClasses.list)}>
        <thead className={tableClasses.head}>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={tableClasses.th}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {rows.map((row) => (
            <tr key={row.id} className={tableClasses.row}>
              {columns.map((column) => (
                <td key={column.label} className={cn(tableClasses.td, column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
