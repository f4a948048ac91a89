import type { ReactNode } from "react";

/** A label/value list; values are children, so visitor text stays text. */
export function DetailList({ items }: { items: Array<{ label: string; value: ReactNode; long?: boolean }> }) {
  return (
    <dl className="divide-y divide-ink-100">
      {items.map((item, i) => (
        <div
          key={`${item.label}-${i}`}
          className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-[11rem_1fr] sm:gap-4"
        >
          <dt className="text-sm text-ink-500">{item.label}</dt>
          <dd className={`text-sm break-words text-ink-900 ${item.long ? "whitespace-pre-wrap" : ""}`}>
            {item.value === "" || item.value === null ? <span className="text-ink-400">—</span> : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
