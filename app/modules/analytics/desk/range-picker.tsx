import { buttonClasses } from "#app/components/ui/button";
import { rangePresets, type ReportRange } from "#app/modules/analytics/lib/analytics-range";
import { cn } from "#app/lib/cn";
import { compactControl } from "#app/features/admin/admin-ui";

/**
 * The report's range: a link per preset (the last 7, 30 or 90 days) and a GET form for dates
 * chosen by hand, so the range lives in the address and works without any script.
 */
export function RangePicker({ range, path, today }: { range: ReportRange; path: string; today: string }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
      <nav aria-label="Range" className="flex flex-wrap gap-1.5">
        {rangePresets.map((days) => {
          const active = range.preset === days;
          return (
            <a
              key={days}
              href={`${path}?range=${days}d`}
              aria-current={active ? "page" : undefined}
              className={cn(
                "rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset",
                active
                  ? "bg-brand-600 text-white ring-brand-600"
                  : "bg-white text-ink-700 ring-ink-200 hover:bg-ink-50",
              )}
            >
              Last {days} days
            </a>
          );
        })}
      </nav>
      <form method="get" action={path} className="flex flex-wrap items-end gap-2">
        <label className="grid gap-1 text-xs font-medium text-ink-600">
          From
          <input type="date" name="from" required defaultValue={range.from} max={today} className={compactControl} />
        </label>
        <label className="grid gap-1 text-xs font-medium text-ink-600">
          To
          <input type="date" name="to" required defaultValue={range.to} max={today} className={compactControl} />
        </label>
        <button type="submit" className={buttonClasses("secondary", "sm")}>
          Show
        </button>
      </form>
    </div>
  );
}
