import type { DemandTrend } from "#app/content/skill-nodes";

export type TrendStyle = { className: string; arrow: "up" | "down" | null };

/** Rising is green with an up arrow, Stable blue, Declining red with a down arrow. */
export function trendStyle(trend: DemandTrend): TrendStyle {
  switch (trend) {
    case "Rising":
      return { className: "bg-green-50 text-green-800 ring-green-600/20", arrow: "up" };
    case "Stable":
      return { className: "bg-blue-50 text-blue-800 ring-blue-600/20", arrow: null };
    case "Declining":
      return { className: "bg-red-50 text-red-800 ring-red-600/20", arrow: "down" };
  }
}

/** Growth over 80% is dark green, over 40% green, anything else blue. */
export function growthClass(growthRate: number): string {
  if (growthRate > 80) return "text-green-900";
  if (growthRate > 40) return "text-green-700";
  return "text-blue-700";
}

/** Very High, High and Medium have their own colours; any other level a neutral one. */
export function demandLevelClass(level: string): string {
  switch (level) {
    case "Very High":
      return "bg-violet-100 text-violet-800";
    case "High":
      return "bg-brand-100 text-brand-800";
    case "Medium":
      return "bg-amber-100 text-amber-900";
    default:
      return "bg-ink-100 text-ink-700";
  }
}
