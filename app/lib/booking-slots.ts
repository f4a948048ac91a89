import { TZDate } from "@date-fns/tz";

/**
 * The consultation booking rules, shared by the appointment dialog and the server
 * (which checks them again). Pure and browser-safe: dates are calendar dates
 * `yyyy-MM-dd` in the business time zone, times are 24-hour `HH:00`.
 */

export const defaultBookingTimeZone = "Asia/Kolkata";
/** Bookable from today up to this many days ahead (inclusive), in the business zone. */
export const bookingWindowDays = 28;
/** Start hours of the slots, in the business zone. */
export const slotHours = [9, 10, 11, 13, 14, 15, 16] as const;
/** Fridays end an hour early: this slot is not offered on Fridays. */
export const fridayDroppedHour = 16;
export const slotDurationMinutes = 60;

export type Slot = {
  /** 24-hour 'HH:00', as the booking call sends it. */
  time: string;
  /** 12-hour label, '9:00 AM'. */
  label: string;
  /** The slot's start as an ISO UTC timestamp. */
  startUtc: string;
  /** True once the slot's start is not in the future any more. */
  started: boolean;
};

export type SlotCheck =
  { ok: true; startUtc: Date; hour: number } | { ok: false; field: "date" | "time"; message: string };

export const slotMessages = {
  date: "This date cannot be booked. Please choose a weekday within the next 4 weeks.",
  time: "This time is not offered on the chosen day. Please choose another time.",
  started: "This time has already passed. Please choose a later time.",
  closed: "We are closed on this date. Please choose another day.",
} as const;

/** How far ahead a slot must start to be booked unless BOOKING_MIN_NOTICE_HOURS says otherwise. */
export const defaultMinNoticeHours = 4;

/** A slot that starts sooner than the minimum notice allows (docs/product.md#booking-rules). */
export function noticeMessage(hours: number): string {
  return `This time is too soon for us to prepare. Please choose a time at least ${hours} ${hours === 1 ? "hour" : "hours"} from now.`;
}

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

/** [year, month (1-12), day] of a real calendar date, or null (rejects '2025-02-30'). */
export function parseIsoDate(date: string): [number, number, number] | null {
  const match = isoDatePattern.exec(date);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(y, m - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d) return null;
  return [y, m, d];
}

/**
 * The dates a request may name (a calendar's `from`, an availability range): wide enough for any
 * booking or look back, and narrow enough that a month's arithmetic on them stays a yyyy-MM-dd date.
 */
export const supportedDates = { first: "2000-01-01", last: "2999-12-31" } as const;

/** A real calendar date within `supportedDates`. */
export function isSupportedDate(date: string): boolean {
  return parseIsoDate(date) !== null && date >= supportedDates.first && date <= supportedDates.last;
}

/** The message for a date parameter that is not a supported date. */
export function unsupportedDateMessage(field: string): string {
  return `Give ${field} as a date in the form yyyy-MM-dd, from ${supportedDates.first} to ${supportedDates.last}.`;
}

function isoOf(utcMidnight: Date): string {
  return `${utcMidnight.getUTCFullYear()}-${pad(utcMidnight.getUTCMonth() + 1)}-${pad(utcMidnight.getUTCDate())}`;
}

/** The calendar date `days` after `date` (zone-free calendar arithmetic). */
export function addCalendarDays(date: string, days: number): string {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`not a calendar date: ${date}`);
  return isoOf(new Date(Date.UTC(parts[0], parts[1] - 1, parts[2] + days)));
}

/** 0 = Sunday ... 6 = Saturday, for a calendar date (the same in every zone). */
export function weekdayOf(date: string): number {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`not a calendar date: ${date}`);
  return new Date(Date.UTC(parts[0], parts[1] - 1, parts[2])).getUTCDay();
}

/** Today's calendar date in a time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const local = new TZDate(now.getTime(), timeZone);
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** The first and last calendar dates of the booking window, in the business zone. */
export function bookingWindow(timeZone: string, now: Date = new Date()): { first: string; last: string } {
  const first = todayIn(timeZone, now);
  return { first, last: addCalendarDays(first, bookingWindowDays) };
}

/** The slot hours of a day by the weekly rules alone (no window, no clock): none at weekends. */
export function hoursOn(date: string): Array<number> {
  const weekday = weekdayOf(date);
  if (weekday === 0 || weekday === 6) return [];
  return slotHours.filter((hour) => !(weekday === 5 && hour === fridayDroppedHour));
}

/** A weekday inside the booking window. */
export function isBookableDate(date: string, timeZone: string, now: Date = new Date()): boolean {
  if (!parseIsoDate(date)) return false;
  const { first, last } = bookingWindow(timeZone, now);
  return date >= first && date <= last && hoursOn(date).length > 0;
}

/** Every bookable calendar date of the window, in order. */
export function bookableDates(timeZone: string, now: Date = new Date()): Array<string> {
  const { first } = bookingWindow(timeZone, now);
  const dates: Array<string> = [];
  for (let offset = 0; offset <= bookingWindowDays; offset++) {
    const date = addCalendarDays(first, offset);
    if (hoursOn(date).length > 0) dates.push(date);
  }
  return dates;
}

/** '9:00 AM', '1:00 PM' for a 24-hour start hour. */
export function slotLabel(hour: number): string {
  const suffix = hour < 12 ? "AM" : "PM";
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:00 ${suffix}`;
}

/** 'HH:00' from a 12-hour label: 12 AM becomes 00, PM hours below 12 get 12 added. Null when not a label. */
export function labelTo24Hour(label: string): string | null {
  const match = /^\s*(\d{1,2}):(\d{2})\s*([AaPp][Mm])\s*$/.exec(label);
  if (!match) return null;
  let hour = Number(match[1]);
  if (hour < 1 || hour > 12) return null;
  const pm = match[3].toUpperCase() === "PM";
  if (!pm && hour === 12) hour = 0;
  if (pm && hour < 12) hour += 12;
  return `${pad(hour)}:${match[2]}`;
}

/** The hour of an 'HH:00' time, or null. */
export function hourOfTime(time: string): number | null {
  const match = /^([01]\d|2[0-3]):00$/.exec(time);
  return match ? Number(match[1]) : null;
}

export function timeOfHour(hour: number): string {
  return `${pad(hour)}:00`;
}

/** The instant a slot starts: `hour`:00 on `date` in the business zone. */
export function slotStart(date: string, hour: number, timeZone: string): Date {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`not a calendar date: ${date}`);
  return new Date(new TZDate(parts[0], parts[1] - 1, parts[2], hour, 0, 0, timeZone).getTime());
}

/** The slots of a bookable date (none otherwise), each marked started once its start has come. */
export function slotsOn(date: string, timeZone: string, now: Date = new Date()): Array<Slot> {
  if (!isBookableDate(date, timeZone, now)) return [];
  return hoursOn(date).map((hour) => {
    const start = slotStart(date, hour, timeZone);
    return {
      time: timeOfHour(hour),
      label: slotLabel(hour),
      startUtc: start.toISOString(),
      started: start.getTime() <= now.getTime(),
    };
  });
}

/**
 * Every booking rule for one requested slot; the failure names the field to blame. A slot that has
 * not started but begins within `minNoticeHours` is refused too.
 */
export function checkSlot(
  date: string,
  time: string,
  timeZone: string,
  now: Date = new Date(),
  minNoticeHours = 0,
): SlotCheck {
  if (!isBookableDate(date, timeZone, now)) return { ok: false, field: "date", message: slotMessages.date };
  const hour = hourOfTime(time);
  if (hour === null || !hoursOn(date).includes(hour)) return { ok: false, field: "time", message: slotMessages.time };
  const startUtc = slotStart(date, hour, timeZone);
  if (startUtc.getTime() <= now.getTime()) return { ok: false, field: "time", message: slotMessages.started };
  if (startUtc.getTime() - now.getTime() < minNoticeHours * 3_600_000) {
    return { ok: false, field: "time", message: noticeMessage(minNoticeHours) };
  }
  return { ok: true, startUtc, hour };
}

/** A slot's start as a visitor in `timeZone` reads it, e.g. '11:30 PM' (with the weekday when asked). */
export function timeInZone(instant: Date, timeZone: string, options: { withDay?: boolean } = {}): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    hour: "numeric",
    minute: "2-digit",
    ...(options.withDay ? { weekday: "short", month: "short", day: "numeric" } : {}),
  }).format(instant);
}

/** The zone's short name at an instant ('GMT+5:30', 'EST', 'EDT'). */
export function zoneName(instant: Date, timeZone: string): string {
  const part = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" })
    .formatToParts(instant)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? timeZone;
}

const longDay = { weekday: "long", month: "long", day: "numeric", year: "numeric" } as const;

/** 'Monday, March 3, 2025 at 9:00 AM GMT+5:30': a slot as read in a zone, for emails and the manage page. */
export function formatSlotDateTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    ...longDay,
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(instant);
}

/** 'Monday, March 3, 2025': a calendar date of the business zone, spelt out. */
export function formatLongDate(date: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, ...longDay }).format(slotStart(date, 12, timeZone));
}

/** The weekday name of a calendar date, 'Monday'. */
export function weekdayName(date: string): string {
  return ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][weekdayOf(date)];
}

/** The business-zone calendar date and 'HH:00' time of a slot's start. */
export function slotOf(instant: Date, timeZone: string): { date: string; time: string } {
  const local = new TZDate(instant.getTime(), timeZone);
  return { date: todayIn(timeZone, instant), time: timeOfHour(local.getHours()) };
}

/** The hour (0-23) it is in a time zone. */
export function hourIn(timeZone: string, now: Date): number {
  return Number(new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }).format(now));
}
