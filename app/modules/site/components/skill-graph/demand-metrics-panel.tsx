import { ArrowDown, ArrowUp } from "lucide-react";
import type { DemandMetrics } from "#app/content/skill-nodes";
import { cn } from "#app/lib/cn";
import { demandLevelClass, growthClass, trendStyle } from "./demand-styles";

/** Market figures for one skill: growth, openings, salary band, demand level and trend. */
export function DemandMetricsPanel({ metrics }: { metrics: DemandMetrics }) {
  const trend = trendStyle(metrics.demandTrend);
  const Arrow = trend.arrow === "up" ? ArrowUp : trend.arrow === "down" ? ArrowDown : null;
  return (
    <div className="mt-5 rounded-xl bg-ink-50 p-4 ring-1 ring-ink-100">
      <div className="flex items-center justify-between gap-3">
        <h4 className="text-xs font-semibold tracking-wider text-ink-600 uppercase">Market demand</h4>
        <span
          className={cn(
            "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset",
            trend.className,
          )}
        >
          {Arrow ? <Arrow aria-hidden className="size-3.5" /> : null}
          {metrics.demandTrend}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3">
        <div>
          <dt className="text-xs text-ink-600">Growth</dt>
          <dd className={cn("mt-0.5 text-2xl font-bold tracking-tight tabular-nums", growthClass(metrics.growthRate))}>
            +{metrics.growthRate}%
          </dd>
        </div>
        <div>
          <dt className="text-xs text-ink-600">Job openings</dt>
          <dd className="mt-0.5 text-2xl font-bold tracking-tight text-ink-900 tabular-nums">{metrics.jobOpenings}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-600">Salary range</dt>
          <dd className="mt-0.5 text-sm font-semibold text-ink-900">{metrics.salaryRange}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-600">Demand level</dt>
          <dd className="mt-1">
            <span
              className={cn(
                "inline-flex rounded-full px-2 py-0.5 text-xs font-semibold",
                demandLevelClass(metrics.marketDemand),
              )}
            >
              {metrics.marketDemand}
            </span>
          </dd>
        </div>
      </dl>
    </div>
  );
}
