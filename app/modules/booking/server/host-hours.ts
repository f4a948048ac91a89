import { TZDate } from "@date-fns/tz";
import { addCalendarDays, todayIn, weekdayOf } from "#app/lib/booking-slots";

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

/** The day's spans as minute ranges, sorted, with spans that meet or overlap joined. */
function minuteSpans(host: HostHours, date: string): Array<[number, number]> {
  const spans = (host.workingHours[weekdayOf(date)] ?? [])
    .filter(isWorkSpan)
    .map((span): [number, number] => [minutesOf(span.start), minutesOf(span.end)])
    .sort((a, b) => a[0] - b[0]);
  const joined: Array<[number, number]> = [];
  for (const span of spans) {
    const last = joined.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else joined.push(span);
  }
  return joined;
}

/** An instant as the host's clock shows it: their calendar date and the minute of that day. */
function onHostClock(instant: number, timeZone: string): { date: string; minute: number; offset: number } {
  const local = new TZDate(instant, timeZone);
  return {
    date: todayIn(timeZone, new Date(instant)),
    minute: local.getHours() * 60 + local.getMinutes(),
    offset: local.getTimezoneOffset(),
  };
}

/** Whether the host works the minutes `from` to `to` (at most 1440) of `date` on their own clock. */
function worksMinutes(host: HostHours, date: string, from: number, to: number): boolean {
  if (host.daysOff.has(date)) return false;
  return minuteSpans(host, date).some(([start, end]) => start <= from && to <= end);
}

/**
 * Whether the host works through the whole of [start, end): every minute of the meeting, read on the
 * host's own clock, falls in one of their working spans of that day (spans that meet count as one,
 * as do 22:00-24:00 and the next day's 00:00-01:00) and on no day off. Read on their clock, so a
 * change of their clocks moves their hours with it, and an hour the change skips or repeats is
 * whatever their clock says then.
 */
export function worksThrough(host: HostHours, start: Date, end: Date): boolean {
  const first = onHostClock(start.getTime(), host.timeZone);
  const last = onHostClock(end.getTime() - 1, host.timeZone);
  if (first.offset === last.offset) {
    // One offset throughout: the meeting is one stretch of the host's clock, split at their midnight.
    const minutes = Math.round((end.getTime() - start.getTime()) / 60_000);
    const until = first.minute + minutes;
    if (until <= 1440) return worksMinutes(host, first.date, first.minute, until);
    return (
      worksMinutes(host, first.date, first.minute, 1440) &&
      worksMinutes(host, addCalendarDays(first.date, 1), 0, until - 1440)
    );
  }
  // Their clocks change during the meeting: each minute as their clock shows it.
  for (let t = start.getTime(); t < end.getTime(); t += 60_000) {
    const now = onHostClock(t, host.timeZone);
    if (!worksMinutes(host, now.date, now.minute, now.minute + 1)) return false;
  }
  return true;
}
