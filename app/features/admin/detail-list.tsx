import type { ReactNode } from "react";
import { cn } from "#app/lib/cn";

/**
 * A label/value list; values are children, so visitor text stays text. `narrow` is for short
 * labels in a side column (an email's envelope), leaving the values the room.
 */
export function DetailList({
  items,
  narrow = false,
}: {
  items: Array<{ label: string; value: ReactNode; long?: boolean }>;
  narrow?: boolean;
}) {
  return (
    <dl className="divide-y divide-ink-100">
      {items.map((item, i) => (
        <div
          key={`${item.label}-${i}`}
          className={cn(
            "grid gap-1 py-3 first:pt-0 last:pb-0 sm:gap-4",
            narrow ? "sm:grid-cols-[7rem_minmax(0,1fr)]" : "sm:grid-cols-[11rem_minmax(0,1fr)]",
          )}
        >
          <dt className="text-sm text-ink-500">{item.label}</dt>
          <dd className={cn("text-sm wrap-anywhere text-ink-900", item.long && "whitespace-pre-wrap")}>
            {item.value === "" || item.value === null ? <span className="text-ink-400">—</span> : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
