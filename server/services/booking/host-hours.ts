import { TZDate } from "@date-fns/tz";
import { addCalendarDays, parseIsoDate, todayIn, weekdayOf } from "#app/lib/booking-slots";

/** A span of a working day, `HH:mm` to `HH:mm` in the host's zone; `24:00` ends at midnight. */
export type WorkSpan = { start: string; end: string };

/** For each weekday, 0 (Sunday) to 6, the day's spans; an empty day is one the host does not work. */
export type WeeklyHours = Array<Array<WorkSpan>>;

/** When a host takes meetings (docs/product.md#hosts). */
export type HostHours = {
  timeZone: string;
  workingHours: WeeklyHours;
  /** Dates in the host's zone they do not take meetings. */
  daysOff: ReadonlySet<string>;
};

/** Monday to Friday, 09:00 to 17:00: what a new host starts with until they say otherwise. */
export const defaultWorkingHours: WeeklyHours = [0, 1, 2, 3, 4, 5, 6].map((day) =>
  day === 0 || day === 6 ? [] : [{ start: "09:00", end: "17:00" }],
);

const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

export function isTimeOfDay(value: string): boolean {
  return timePattern.test(value);
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/** A span whose start is before its end, both times of day. */
export function isWorkSpan(span: WorkSpan): boolean {
  return isTimeOfDay(span.start) && isTimeOfDay(span.end) && minutesOf(span.start) < minutesOf(span.end);
}

/** The instant `minutes` after midnight on `date` in `timeZone` (a wall time a DST gap skips lands after it). */
function wallTime(date: string, minutes: number, timeZone: string): number {
  const [year, month, day] = parseIsoDate(date) ?? [0, 0, 0];
  return new TZDate(year, month - 1, day, Math.floor(minutes / 60), minutes % 60, 0, timeZone).getTime();
}

/** The host's working spans on `date` (their zone) as instants. */
function spansOn(host: HostHours, date: string): Array<[number, number]> {
  return (host.workingHours[weekdayOf(date)] ?? []).filter(isWorkSpan).map((span) => {
    const end = minutesOf(span.end);
    return [
      wallTime(date, minutesOf(span.start), host.timeZone),
      end === 24 * 60 ? wallTime(addCalendarDays(date, 1), 0, host.timeZone) : wallTime(date, end, host.timeZone),
    ];
  });
}

/**
 * Whether the host works through the whole of [start, end): the meeting lies inside their working
 * spans (one span, or spans that meet, as 22:00-24:00 and 00:00-01:00 do), and touches no day off.
 * Spans are read on the host's own calendar, so a change of their clocks moves them with it.
 */
export function worksThrough(host: HostHours, start: Date, end: Date): boolean {
  const firstDay = todayIn(host.timeZone, start);
  const lastDay = todayIn(host.timeZone, new Date(end.getTime() - 1));
  if (host.daysOff.has(firstDay) || host.daysOff.has(lastDay)) return false;
  const spans: Array<[number, number]> = [];
  for (let date = addCalendarDays(firstDay, -1); date <= lastDay; date = addCalendarDays(date, 1)) {
    spans.push(...spansOn(host, date));
  }
  spans.sort((a, b) => a[0] - b[0]);
  let covered = start.getTime();
  for (const [from, to] of spans) {
    if (from <= covered && to > covered) covered = to;
    if (covered >= end.getTime()) return true;
  }
  return false;
}
