import fc from "fast-check";

/**
 * An independent reading of IANA time zones for property tests of the booking rules
 * (docs/product.md#booking-rules): every answer comes from Intl.DateTimeFormat and calendar
 * arithmetic on Date.UTC, never from the product's TZDate helpers, so a test can hold the product
 * against it.
 */

/** The zones named in the booking tests, with the offset each is known by. */
export const namedOffsets = [
  { offset: "+5:30", zone: "Asia/Kolkata", minutes: 330 },
  { offset: "+5:45", zone: "Asia/Kathmandu", minutes: 345 },
  { offset: "-3:30", zone: "America/St_Johns", minutes: -210 },
  { offset: "+14:00", zone: "Pacific/Kiritimati", minutes: 840 },
] as const;

/**
 * Zones whose clocks change in 2025-2027, in different ways: at 02:00-03:00 (Berlin, New York),
 * in the southern summer (Sydney, Auckland, Santiago), at midnight (Santiago, Beirut, Cairo, whose
 * spring change skips a Friday's first hour), by 30 minutes (Lord Howe), at -3:30 (St. John's).
 */
export const changingZones = [
  "Europe/Berlin",
  "America/New_York",
  "Australia/Sydney",
  "Pacific/Auckland",
  "America/Santiago",
  "Asia/Beirut",
  "Africa/Cairo",
  "Australia/Lord_Howe",
  "America/St_Johns",
] as const;

/**
 * Every IANA zone this runtime knows. Intl.supportedValuesOf spells some zones by their older
 * CLDR names (Asia/Calcutta, Asia/Katmandu), so the current spellings named here are added.
 */
export const everyZone: ReadonlyArray<string> = [
  ...new Set([
    ...Intl.supportedValuesOf("timeZone"),
    "UTC",
    ...namedOffsets.map((named) => named.zone),
    ...changingZones,
  ]),
].sort();

export const minuteMs = 60_000;
export const hourMs = 3_600_000;
export const dayMs = 86_400_000;

/** The years the properties cover. */
export const firstInstant = Date.UTC(2025, 0, 1);
export const lastInstant = Date.UTC(2027, 11, 31, 23, 59, 59, 999);

const weekdayShort = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** A zone's clock at an instant. */
export type Wall = {
  /** yyyy-MM-dd on the zone's calendar. */
  date: string;
  /** 0 = Sunday ... 6 = Saturday, as the zone's calendar names the day. */
  weekday: number;
  hour: number;
  minute: number;
  /** Minutes since the zone's midnight, hour * 60 + minute. */
  minuteOfDay: number;
};

const readers = new Map<string, Intl.DateTimeFormat>();

function reader(timeZone: string): Intl.DateTimeFormat {
  let format = readers.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      weekday: "short",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    readers.set(timeZone, format);
  }
  return format;
}

/** What a clock in `timeZone` shows at `instant` (milliseconds since the epoch). */
export function wallClock(instant: number, timeZone: string): Wall {
  const parts: Record<string, string> = {};
  for (const part of reader(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const hour = Number(parts.hour);
  const minute = Number(parts.minute);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: weekdayShort.indexOf(parts.weekday),
    hour,
    minute,
    minuteOfDay: hour * 60 + minute,
  };
}

function utcOfDate(date: string): number {
  const [year, month, day] = date.split("-").map(Number);
  return Date.UTC(year, month - 1, day);
}

/** The calendar date `days` after `date`. */
export function plusDays(date: string, days: number): string {
  return new Date(utcOfDate(date) + days * dayMs).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday of a calendar date. */
export function weekdayOfDate(date: string): number {
  return new Date(utcOfDate(date)).getUTCDay();
}

const offsetReaders = new Map<string, Intl.DateTimeFormat>();

/** Minutes the zone's clock is ahead of UTC at `instant`, from its 'GMT+05:30' name. */
export function offsetMinutes(instant: number, timeZone: string): number {
  let format = offsetReaders.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    offsetReaders.set(timeZone, format);
  }
  const name = format.format(instant);
  const match = /GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name);
  if (!match) throw new Error(`${timeZone} names its offset ${name}`);
  if (!match[1]) return 0;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

const offsetsByDay = new Map<string, ReadonlyArray<number>>();

/** The offsets a zone has from a day before `date` to a day after. */
function offsetsAround(date: string, timeZone: string): ReadonlyArray<number> {
  const key = `${timeZone} ${date}`;
  let offsets = offsetsByDay.get(key);
  if (!offsets) {
    const noon = utcOfDate(date) + 12 * hourMs;
    offsets = [
      ...new Set([-2 * dayMs, -dayMs, 0, dayMs, 2 * dayMs].map((shift) => offsetMinutes(noon + shift, timeZone))),
    ];
    offsetsByDay.set(key, offsets);
  }
  return offsets;
}

/**
 * Every instant at which the zone's clock reads `minuteOfDay` on `date`: one, none in a gap the
 * clocks skip, two in an hour they repeat. Found by trying each offset the zone has within a day.
 */
export function instantsAt(date: string, minuteOfDay: number, timeZone: string): Array<number> {
  const naive = utcOfDate(date) + minuteOfDay * minuteMs;
  const found = new Set<number>();
  for (const offset of offsetsAround(date, timeZone)) {
    const instant = naive - offset * minuteMs;
    const wall = wallClock(instant, timeZone);
    if (wall.date === date && wall.minuteOfDay === minuteOfDay) found.add(instant);
  }
  return [...found].sort((a, b) => a - b);
}

/** The first instant of `date` on the zone's calendar (a day whose midnight is skipped starts later). */
export function startOfDay(date: string, timeZone: string): number {
  // The zone's date never goes backwards as time goes on, so the first instant is found by halving.
  let low = utcOfDate(date) - 15 * hourMs;
  let high = utcOfDate(date) + 15 * hourMs;
  while (high - low > minuteMs) {
    const middle = Math.floor((low + high) / 2 / minuteMs) * minuteMs;
    if (wallClock(middle, timeZone).date >= date) high = middle;
    else low = middle;
  }
  return high;
}

/** A change of a zone's clocks: from `at` on, it is `after` minutes ahead of UTC instead of `before`. */
export type ClockChange = { timeZone: string; at: number; before: number; after: number };

const changesByZone = new Map<string, Array<ClockChange>>();

/**
 * The zone's clock changes of 2025-2027, found by reading its offset every week and halving to
 * the minute where it differs. Also checks every offset met is a whole quarter hour, which the
 * tests' 15-minute steps rely on.
 */
export function clockChanges(timeZone: string): ReadonlyArray<ClockChange> {
  const known = changesByZone.get(timeZone);
  if (known) return known;
  const changes: Array<ClockChange> = [];
  const weekMs = 7 * dayMs;
  let before = offsetMinutes(firstInstant - weekMs, timeZone);
  for (let probe = firstInstant; probe <= lastInstant + weekMs; probe += weekMs) {
    const now = offsetMinutes(probe, timeZone);
    if (now % 15 !== 0) throw new Error(`${timeZone} is ${now} minutes from UTC: not a quarter hour`);
    if (now === before) continue;
    let low = probe - weekMs;
    let high = probe;
    while (high - low > minuteMs) {
      const middle = Math.floor((low + high) / 2 / minuteMs) * minuteMs;
      if (offsetMinutes(middle, timeZone) === before) low = middle;
      else high = middle;
    }
    if (high >= firstInstant && high <= lastInstant) changes.push({ timeZone, at: high, before, after: now });
    before = now;
  }
  changesByZone.set(timeZone, changes);
  return changes;
}

const around = [-hourMs, -minuteMs, -1, 0, 1, minuteMs, hourMs];
const yearsDays = Math.floor((lastInstant - firstInstant) / dayMs);

function within(instant: number): number {
  return Math.min(lastInstant, Math.max(firstInstant, instant));
}

/**
 * A `now` in 2025-2027 for a business in `timeZone`: any instant; one next to the zone's midnight;
 * one next to a change of its clocks; or one up to `changeAhead` days before a change, so that the
 * change falls inside the booking window (at the same time of day, or next to midnight).
 */
export function nowIn(timeZone: string, changeAhead = 29): fc.Arbitrary<Date> {
  const anyInstant = fc.integer({ min: firstInstant, max: lastInstant });
  const nearMidnight = fc
    .tuple(fc.integer({ min: 0, max: yearsDays }), fc.constantFrom(...around))
    .map(([day, shift]) => startOfDay(plusDays("2025-01-01", day), timeZone) + shift);
  const changes = clockChanges(timeZone);
  const choices: Array<fc.Arbitrary<number>> = [anyInstant, nearMidnight];
  if (changes.length > 0) {
    const change = fc.constantFrom(...changes);
    choices.push(
      fc.tuple(change, fc.constantFrom(...around)).map(([c, shift]) => c.at + shift),
      fc
        .tuple(change, fc.integer({ min: 0, max: changeAhead }), fc.constantFrom(...around))
        .map(([c, days, shift]) => c.at - days * dayMs + shift),
      fc
        .tuple(change, fc.integer({ min: 0, max: changeAhead }), fc.constantFrom(...around))
        .map(([c, days, shift]) => startOfDay(plusDays(wallClock(c.at, timeZone).date, -days), timeZone) + shift),
    );
  }
  return fc.oneof(...choices).map((instant) => new Date(within(instant)));
}

/** Any zone: every IANA zone is reachable, the named and clock-changing ones more often. */
export const anyZone: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...everyZone), weight: 3 },
  { arbitrary: fc.constantFrom(...changingZones), weight: 1 },
  { arbitrary: fc.constantFrom(...namedOffsets.map((named) => named.zone)), weight: 1 },
);

/** '9:00 AM', '12:30 PM': a clock reading on the 12-hour dial the product's labels use. */
export function twelveHour(wall: Pick<Wall, "hour" | "minute">): string {
  const dial = wall.hour % 12 === 0 ? 12 : wall.hour % 12;
  return `${dial}:${String(wall.minute).padStart(2, "0")} ${wall.hour < 12 ? "AM" : "PM"}`;
}

/** 'Sun', 'Mon': the short weekday name. */
export function shortWeekday(weekday: number): string {
  return weekdayShort[weekday];
}
