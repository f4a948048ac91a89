/** How the analytics reports write their numbers: the same on the pages and in the weekly email. */

const counts = new Intl.NumberFormat("en-US");

export function formatCount(value: number): string {
  return counts.format(value);
}

/** A ratio (0 to 1) as a percentage: one decimal under 10 %, whole above; a dash when undefined. */
export function formatPercent(ratio: number | null): string {
  if (ratio === null || !Number.isFinite(ratio)) return "–";
  const percent = ratio * 100;
  return `${percent > 0 && percent < 10 ? percent.toFixed(1) : Math.round(percent)}%`;
}

export type Change = { direction: "up" | "down" | "flat" | "new"; text: string };

/**
 * The change from the previous period: "+12%", "−8%", "no change"; "new" when there was nothing
 * before to compare with (a percentage of zero means nothing). Null is a rate with nothing to divide by.
 */
export function changeOf(current: number | null, previous: number | null): Change {
  if (current === null) return { direction: "flat", text: "no change" };
  if (previous === null || previous === 0)
    return current === 0 ? { direction: "flat", text: "no change" } : { direction: "new", text: "new" };
  const change = (current - previous) / previous;
  if (Math.abs(change) < 0.005) return { direction: "flat", text: "no change" };
  const percent = Math.abs(change) * 100;
  const text = percent < 10 ? percent.toFixed(1) : String(Math.round(percent));
  return change > 0 ? { direction: "up", text: `+${text}%` } : { direction: "down", text: `−${text}%` };
}

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "3 Mar" of "2026-03-03"; with the year when asked ("3 Mar 2026"). */
export function shortDay(date: string, withYear = false): string {
  const [year, month, day] = date.split("-").map(Number);
  return `${day} ${months[(month ?? 1) - 1]}${withYear ? ` ${year}` : ""}`;
}

/** "3 – 9 Mar 2026", "28 Feb – 6 Mar 2026", or across years both in full. */
export function rangeLabel(from: string, to: string): string {
  if (from === to) return shortDay(from, true);
  if (from.slice(0, 4) !== to.slice(0, 4)) return `${shortDay(from, true)} – ${shortDay(to, true)}`;
  if (from.slice(0, 7) === to.slice(0, 7)) return `${Number(from.slice(8))} – ${shortDay(to, true)}`;
  return `${shortDay(from)} – ${shortDay(to, true)}`;
}
