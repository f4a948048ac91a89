import { ArrowDownRight, ArrowUpRight, Minus } from "lucide-react";
import { changeOf, formatCount, formatPercent, rangeLabel } from "#app/modules/analytics/lib/analytics-format";
import type { AnalyticsReportView } from "#app/modules/analytics/lib/analytics-views";
import { cn } from "#app/lib/cn";

const changeTones = {
  up: "bg-emerald-50 text-emerald-700",
  down: "bg-red-50 text-red-700",
  flat: "bg-ink-100 text-ink-600",
  new: "bg-brand-50 text-brand-700",
};

function Card({
  label,
  value,
  current,
  previous,
  previousText,
}: {
  label: string;
  value: string;
  current: number | null;
  previous: number | null;
  previousText: string;
}) {
  const change = changeOf(current, previous);
  const Icon = change.direction === "down" ? ArrowDownRight : change.direction === "flat" ? Minus : ArrowUpRight;
  return (
    <div className="rounded-xl bg-white p-4 shadow-xs ring-1 ring-ink-200/80">
      <dt className="text-sm font-medium text-ink-600">{label}</dt>
      <dd className="mt-2 text-2xl font-semibold tracking-tight text-ink-900 tabular-nums">{value}</dd>
      <dd className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-500">
        <span
          className={cn(
            "inline-flex items-center gap-0.5 rounded-full px-1.5 py-0.5 font-medium tabular-nums",
            changeTones[change.direction],
          )}
        >
          <Icon aria-hidden className="size-3.5" />
          {change.text}
        </span>
        <span className="tabular-nums">was {previousText}</span>
      </dd>
    </div>
  );
}

/** The range's headline figures, each with its change from the period of the same length before. */
export function AnalyticsTotals({ report }: { report: AnalyticsReportView }) {
  const { totals: now, previousTotals: before, previous } = report;
  return (
    <section aria-label="Totals" className="mb-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        <Card
          label="Visitors"
          value={formatCount(now.visitors)}
          current={now.visitors}
          previous={before.visitors}
          previousText={formatCount(before.visitors)}
        />
        <Card
          label="Visits"
          value={formatCount(now.visits)}
          current={now.visits}
          previous={before.visits}
          previousText={formatCount(before.visits)}
        />
        <Card
          label="Page views"
          value={formatCount(now.pageviews)}
          current={now.pageviews}
          previous={before.pageviews}
          previousText={formatCount(before.pageviews)}
        />
        <Card
          label="Leads"
          value={formatCount(now.leads)}
          current={now.leads}
          previous={before.leads}
          previousText={formatCount(before.leads)}
        />
        <Card
          label="Conversion"
          value={formatPercent(now.conversion)}
          current={now.conversion}
          previous={before.conversion}
          previousText={formatPercent(before.conversion)}
        />
      </dl>
      <p className="mt-2 text-xs text-ink-500">
        Compared with {rangeLabel(previous.from, previous.to)}. Visitors are counted once a day; conversion is leads per
        visitor.
      </p>
    </section>
  );
}
