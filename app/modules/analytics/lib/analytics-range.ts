import { addCalendarDays, isSupportedDate } from "#app/lib/booking-slots";

/** The ranges the reports offer at one click: the last 7, 30 or 90 days, today included. */
export const rangePresets = [7, 30, 90] as const;
export const defaultRangeDays = 30;
/** The longest range a report covers: a year, so the previous period is at most another. */
export const maxRangeDays = 366;

/** Business-zone calendar days, both ends included. */
export type ReportRange = {
  from: string;
  to: string;
  days: number;
  /** The preset this range is (7, 30, 90), or null for dates chosen by hand. */
  preset: number | null;
};

function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

function lastDays(days: number, today: string): ReportRange {
  return { from: addCalendarDays(today, -(days - 1)), to: today, days, preset: days };
}

/**
 * The range a report's address asks for: `from` and `to` (yyyy-MM-dd) when both are real dates in
 * order, ending no later than today and spanning at most a year; else `range` (a preset: `7d`,
 * `30d`, `90d`); else the last 30 days. Anything unreadable falls back rather than failing: it is a report, not a form.
 */
export function reportRangeOf(params: URLSearchParams, today: string): ReportRange {
  const from = params.get("from") ?? "";
  let to = params.get("to") ?? "";
  if (isSupportedDate(from) && isSupportedDate(to) && from <= today) {
    if (to > today) to = today;
    if (from <= to && daysFrom(from, to) <= maxRangeDays) {
      const days = daysFrom(from, to);
      const preset = to === today && (rangePresets as ReadonlyArray<number>).includes(days) ? days : null;
      return { from, to, days, preset };
    }
  }
  const asked = Number((params.get("range") ?? params.get("days") ?? "").replace(/d$/, ""));
  return lastDays((rangePresets as ReadonlyArray<number>).includes(asked) ? asked : defaultRangeDays, today);
}

/** The period of the same length just before a range, to compare with. */
export function previousRange(range: ReportRange): { from: string; to: string } {
  return { from: addCalendarDays(range.from, -range.days), to: addCalendarDays(range.from, -1) };
}

/** Every day of a range, oldest first. */
export function daysOf(from: string, to: string): Array<string> {
  const days: Array<string> = [];
  for (let day = from; day <= to; day = addCalendarDays(day, 1)) days.push(day);
  return days;
}

/** The query string of a range, for links to the same range (CSV downloads, the other report page). */
export function rangeQuery(range: { from: string; to: string }): string {
  return new URLSearchParams({ from: range.from, to: range.to }).toString();
}
