import { Download } from "lucide-react";
import { rangeQuery } from "#app/modules/analytics/lib/analytics-range";

/** A table's CSV download, for the range on screen: `/api/admin/analytics/<table>.csv?from=&to=`. */
export function CsvLink({ table, range }: { table: string; range: { from: string; to: string } }) {
  return (
    <a
      href={`/api/admin/analytics/${table}.csv?${rangeQuery(range)}`}
      download
      className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50"
    >
      <Download aria-hidden className="size-3.5" /> CSV
    </a>
  );
}
