import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  anyZone,
  changingZones,
  clockChanges,
  type ClockChange,
  dayMs,
  everyZone,
  hourMs,
  instantsAt,
  minuteMs,
  namedOffsets,
  nowIn,
  offsetMinutes,
  plusDays,
  startOfDay,
  twelveHour,
  wallClock,
  weekdayOfDate,
} from "#tests/support/zone-clock";
import { freeSlots, type Availability } from "./availability";
import type { WorkSpan, WeeklyHours } from "./host-hours";
import { nextHost, type BookableHost, type BusyMeeting, type Occupancy } from "./slot-occupancy";

/**
 * The free slots a visitor is offered (docs/product.md#booking-rules, #hosts), held against an
 * oracle that reads every zone through Intl.DateTimeFormat: the business's fixed hours on its own
 * calendar, less closed days, the minimum notice, meetings with their buffer, and hosts who are
 * busy, off or not working.
 */

const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
/** Start hours of the slots in the business zone; Fridays have no 16:00 slot. */
const fixedHours = [9, 10, 11, 13, 14, 15, 16];
const windowDays = 28;
const meetingMinutes = 60;
const buffers = [0, 15, 30, 60, 90, 120] as const;

type Expected = { date: string; hour: number; start: number };
type ExpectedDay = { date: string; weekday: string; slots: Array<Expected> };

/**
 * The business zone's slots for a visitor at `now`: weekdays from today to 28 days on, both
 * included (those from `from` to `to` when given).
 */
function expectedDays(timeZone: string, now: Date, range?: { from: string; to: string }): Array<ExpectedDay> {
  const today = wallClock(now.getTime(), timeZone).date;
  const days: Array<ExpectedDay> = [];
  for (let ahead = 0; ahead <= windowDays; ahead++) {
    const date = plusDays(today, ahead);
    const weekday = weekdayOfDate(date);
    if (weekday === 0 || weekday === 6) continue;
    if (range && (date < range.from || date > range.to)) continue;
    const hours = fixedHours.filter((hour) => !(weekday === 5 && hour === 16));
    days.push({
      date,
      weekday: weekdayNames[weekday],
      slots: hours.map((hour) => {
        const starts = instantsAt(date, hour * 60, timeZone);
        if (starts.length !== 1) throw new Error(`${timeZone} reads ${hour}:00 on ${date} ${starts.length} times`);
        return { date, hour, start: starts[0] };
      }),
    });
  }
  return days;
}

/** The availability the oracle expects, with `available` decided per slot. */
function expectedAvailability(
  timeZone: string,
  days: Array<ExpectedDay>,
  available: (slot: Expected) => boolean,
): Availability {
  return {
    timeZone,
    days: days.map((day) => ({
      date: day.date,
      weekday: day.weekday,
      slots: day.slots.map((slot) => ({
        time: `${String(slot.hour).padStart(2, "0")}:00`,
        label: twelveHour({ hour: slot.hour, minute: 0 }),
        startUtc: new Date(slot.start).toISOString(),
        available: available(slot),
      })),
    })),
  };
}

/** Every listed slot, read back on the business zone's clock, is its own date at HH:00. */
function expectNoShift(answer: Availability, timeZone: string): void {
  const shifted: Array<string> = [];
  for (const day of answer.days) {
    for (const slot of day.slots) {
      const wall = wallClock(Date.parse(slot.startUtc), timeZone);
      const time = `${String(wall.hour).padStart(2, "0")}:${String(wall.minute).padStart(2, "0")}`;
      if (wall.date !== day.date || time !== slot.time) {
        shifted.push(`${day.date} ${slot.time} starts ${slot.startUtc}, ${wall.date} ${time} in ${timeZone}`);
      }
    }
  }
  expect(shifted).toEqual([]);
}

const noOccupancy: Occupancy = { hosts: [], meetings: [], capacity: 1, bufferMinutes: 0 };

/** The answer over a range wider than the window, which the window must clip. */
function freeSlotsAround(
  timeZone: string,
  now: Date,
  occupancy: Occupancy = noOccupancy,
  closed: ReadonlySet<string> = new Set(),
  minNoticeHours = 0,
): Availability {
  const today = wallClock(now.getTime(), timeZone).date;
  return freeSlots(
    { businessTimeZone: timeZone, minNoticeHours },
    { from: plusDays(today, -3), to: plusDays(today, windowDays + 3), now },
    closed,
    occupancy,
  );
}

/**
 * With no rule but the clock, the slots from `from` to `to` (by default a range wider than the
 * window): the window's weekdays, the fixed hours, free once not started.
 */
function checkPlain(timeZone: string, now: Date, range?: { from: string; to: string }): void {
  const today = wallClock(now.getTime(), timeZone).date;
  const { from, to } = range ?? { from: plusDays(today, -3), to: plusDays(today, windowDays + 3) };
  const answer = freeSlots(
    { businessTimeZone: timeZone, minNoticeHours: 0 },
    { from, to, now },
    new Set(),
    noOccupancy,
  );
  const days = expectedDays(timeZone, now, { from, to });
  expect(answer).toEqual(expectedAvailability(timeZone, days, (slot) => slot.start > now.getTime()));
  expectNoShift(answer, timeZone);
}

/** The days around `date`: a few, so that thousands of zones and changes stay quick. */
const around = (date: string, before: number, after: number) => ({
  from: plusDays(date, -before),
  to: plusDays(date, after),
});

describe("the slots of the window, in every IANA zone (docs/product.md#booking-rules)", () => {
  test("the named zones are where their offsets say: +5:30 (Asia/Kolkata), +5:45 (Asia/Kathmandu), -3:30 (America/St_Johns) and +14:00 (Pacific/Kiritimati)", () => {
    const january = Date.UTC(2026, 0, 15);
    for (const named of namedOffsets) expect(offsetMinutes(january, named.zone)).toBe(named.minutes);
    // St. John's keeps summer time at -2:30; the other three never change.
    expect(offsetMinutes(Date.UTC(2026, 6, 15), "America/St_Johns")).toBe(-150);
    for (const zone of ["Asia/Kolkata", "Asia/Kathmandu", "Pacific/Kiritimati"]) expect(clockChanges(zone)).toEqual([]);
    expect(clockChanges("America/St_Johns")).toHaveLength(6);
  });

  test("9:00 AM is the business's 9:00 at +5:30 (Asia/Kolkata), +5:45 (Asia/Kathmandu), -3:30 (America/St_Johns) and +14:00 (Pacific/Kiritimati)", () => {
    // Sunday 2026-03-01 12:00 UTC: Monday 2026-03-02 is in every one of these windows.
    const now = new Date(Date.UTC(2026, 2, 1, 12));
    const nineOnMonday = (zone: string) =>
      freeSlotsAround(zone, now)
        .days.find((day) => day.date === "2026-03-02")
        ?.slots.find((slot) => slot.time === "09:00")?.startUtc;
    expect(nineOnMonday("Asia/Kolkata")).toBe("2026-03-02T03:30:00.000Z");
    expect(nineOnMonday("Asia/Kathmandu")).toBe("2026-03-02T03:15:00.000Z");
    expect(nineOnMonday("America/St_Johns")).toBe("2026-03-02T12:30:00.000Z");
    // Kiritimati's Monday 9:00 is Sunday 19:00 UTC, seven hours after `now`.
    expect(nineOnMonday("Pacific/Kiritimati")).toBe("2026-03-01T19:00:00.000Z");
    // After St. John's moves to -2:30 (2026-03-08), its 9:00 is an hour earlier in UTC.
    const later = new Date(Date.UTC(2026, 2, 8, 12));
    const monday = freeSlotsAround("America/St_Johns", later).days.find((day) => day.date === "2026-03-09");
    expect(monday?.slots[0]).toMatchObject({ time: "09:00", startUtc: "2026-03-09T11:30:00.000Z" });
    for (const named of namedOffsets) {
      checkPlain(named.zone, now);
      // Just before and at the zone's own midnight that starts a Friday.
      const friday = startOfDay("2026-03-06", named.zone);
      checkPlain(named.zone, new Date(friday - 1));
      checkPlain(named.zone, new Date(friday));
    }
  });

  test("every IANA zone: the days around its midnights and each of its clock changes of 2025-2027 keep the fixed hours on their dates", () => {
    for (const zone of everyZone) {
      // The last moment of a Thursday on the zone's own calendar: Thursday to Monday.
      const thursday = new Date(startOfDay("2026-03-06", zone) - 1);
      checkPlain(zone, thursday, around("2026-03-05", 0, 4));
      // Each change two weeks ahead: the days either side of it.
      for (const change of clockChanges(zone)) {
        const now = new Date(change.at - 14 * dayMs);
        checkPlain(zone, now, around(wallClock(change.at, zone).date, 1, 1));
      }
    }
  });

  test("across every clock change of 2025-2027 in zones that change at 02:00, at midnight and by 30 minutes, slots stay on their date and hour", () => {
    for (const zone of changingZones) {
      const changes = clockChanges(zone);
      expect(changes.length, zone).toBe(6);
      for (const change of changes) {
        const changeDate = wallClock(change.at, zone).date;
        for (const shift of [-1, 0, 1]) {
          const now = new Date(change.at + shift);
          checkPlain(zone, now, around(wallClock(now.getTime(), zone).date, 1, 3));
          for (const daysBefore of [1, 7, 27, 28]) {
            for (const instant of [
              change.at - daysBefore * dayMs,
              startOfDay(plusDays(changeDate, -daysBefore), zone),
            ]) {
              checkPlain(zone, new Date(instant + shift), around(changeDate, 1, 1));
            }
          }
        }
      }
    }
  });

  test("property: for any zone and any now in 2025-2027, the visitor sees exactly the window's slots, free once not started", () => {
    fc.assert(
      fc.property(
        anyZone.chain((zone) => fc.tuple(fc.constant(zone), nowIn(zone))),
        ([zone, now]) => checkPlain(zone, now),
      ),
      { numRuns: 120 },
    );
  });
});

/** Meetings of a visitor: at slot starts, next to the clash boundary of one, or at any minute or odd instant. */
function meetingsNear(
  starts: ReadonlyArray<number>,
  hostIds: ReadonlyArray<string | null>,
  mostMeetings = 30,
): fc.Arbitrary<Array<BusyMeeting>> {
  const span = [starts[0] - 4 * hourMs, starts[starts.length - 1] + 4 * hourMs];
  const reach = [0, 60, 75, 90, 120, 150, 180].flatMap((minutes) => [minutes, -minutes]).map((m) => m * minuteMs);
  const start = fc.oneof(
    { arbitrary: fc.constantFrom(...starts), weight: 4 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...starts), fc.constantFrom(...reach), fc.constantFrom(-1, 0, 1, -minuteMs, minuteMs))
        .map(([at, by, nudge]) => at + by + nudge),
      weight: 2,
    },
    { arbitrary: fc.integer({ min: span[0] / minuteMs, max: span[1] / minuteMs }).map((m) => m * minuteMs), weight: 1 },
    { arbitrary: fc.integer({ min: span[0], max: span[1] }), weight: 1 },
  );
  return fc
    .array(fc.tuple(start, fc.constantFrom(...hostIds)), { maxLength: mostMeetings })
    .map((list) => list.map(([at, hostId], index) => ({ bookingId: `booking-${index}`, hostId, start: new Date(at) })));
}

const bufferMinutes = fc.oneof(
  { arbitrary: fc.constantFrom(...buffers), weight: 5 },
  { arbitrary: fc.integer({ min: 0, max: 480 }), weight: 1 },
);
const noticeHours = fc.oneof(
  fc.constantFrom(0, 0.25, 0.5, 1, 4, 24, 48),
  fc.integer({ min: 0, max: 72 }),
  fc.double({ min: 0, max: 100, noNaN: true }),
);

function clashesWith(meeting: BusyMeeting, start: number, buffer: number): boolean {
  return Math.abs(meeting.start.getTime() - start) < (meetingMinutes + buffer) * minuteMs;
}

describe("closed days, notice and meetings without hosts (docs/product.md#booking-rules)", () => {
  const scenario = anyZone.chain((zone) =>
    nowIn(zone).chain((now) => {
      const days = expectedDays(zone, now);
      const starts = days.flatMap((day) => day.slots.map((slot) => slot.start));
      const dates = days.map((day) => day.date);
      const today = wallClock(now.getTime(), zone).date;
      return fc.record({
        zone: fc.constant(zone),
        now: fc.constant(now),
        days: fc.constant(days),
        closed: fc
          .tuple(fc.subarray(dates), fc.subarray([plusDays(today, -1), plusDays(today, 29), plusDays(today, 30)]))
          .map(([inside, outside]) => new Set([...inside, ...outside])),
        notice: noticeHours,
        capacity: fc.integer({ min: 1, max: 3 }),
        buffer: bufferMinutes,
        meetings: meetingsNear(starts, [null]),
      });
    }),
  );

  test("property: a slot is free iff it has not started, its date is open, it is at least the notice away and fewer meetings than the capacity clash with it", () => {
    fc.assert(
      fc.property(scenario, ({ zone, now, days, closed, notice, capacity, buffer, meetings }) => {
        const occupancy: Occupancy = { hosts: [], meetings, capacity, bufferMinutes: buffer };
        const answer = freeSlotsAround(zone, now, occupancy, closed, notice);
        const expected = expectedAvailability(zone, days, (slot) => {
          const clashing = meetings.filter((meeting) => clashesWith(meeting, slot.start, buffer)).length;
          return (
            slot.start > now.getTime() &&
            !closed.has(slot.date) &&
            slot.start - now.getTime() >= notice * hourMs &&
            clashing < capacity
          );
        });
        expect(answer).toEqual(expected);
        expectNoShift(answer, zone);
      }),
      { numRuns: 100 },
    );
  });

  test("a meeting keeps its neighbours taken for an hour plus the buffer, and no longer, at +5:30 (Asia/Kolkata), +5:45 (Asia/Kathmandu), -3:30 (America/St_Johns) and +14:00 (Pacific/Kiritimati)", () => {
    const now = new Date(Date.UTC(2026, 2, 1, 12));
    for (const named of namedOffsets) {
      const ten = instantsAt("2026-03-03", 10 * 60, named.zone)[0];
      const occupancy = (bufferMinutes: number): Occupancy => ({
        hosts: [],
        meetings: [{ bookingId: "b", hostId: null, start: new Date(ten) }],
        capacity: 1,
        bufferMinutes,
      });
      const tuesday = (buffer: number) =>
        freeSlotsAround(named.zone, now, occupancy(buffer))
          .days.find((day) => day.date === "2026-03-03")!
          .slots.filter((slot) => !slot.available)
          .map((slot) => slot.time);
      expect(tuesday(0), named.zone).toEqual(["10:00"]);
      expect(tuesday(15), named.zone).toEqual(["09:00", "10:00", "11:00"]);
      // 13:00 is three hours after 10:00: a 120-minute buffer (60 + 120 = 180) just lets it go.
      expect(tuesday(120), named.zone).toEqual(["09:00", "10:00", "11:00"]);
      expect(tuesday(121), named.zone).toEqual(["09:00", "10:00", "11:00", "13:00"]);
    }
  });
});

/** A quarter hour of the day as `HH:mm`; the 96th is `24:00`. */
function quarter(index: number): string {
  if (index === 96) return "24:00";
  return `${String(Math.floor(index / 4)).padStart(2, "0")}:${String((index % 4) * 15).padStart(2, "0")}`;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

const workSpan: fc.Arbitrary<WorkSpan> = fc
  .tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 96 }))
  .map(([from, length]) => ({ start: quarter(from), end: quarter(Math.min(96, from + length)) }));

const workDay: fc.Arbitrary<Array<WorkSpan>> = fc.oneof(
  fc.constant<Array<WorkSpan>>([]),
  fc.array(workSpan, { minLength: 1, maxLength: 3 }),
  fc.constant<Array<WorkSpan>>([{ start: "00:00", end: "24:00" }]),
  fc.constant<Array<WorkSpan>>([{ start: "09:00", end: "17:00" }]),
);

/** A week of spans, some with a night shift: `HH:mm`-24:00 one day and 00:00-`HH:mm` the next. */
const workWeek: fc.Arbitrary<WeeklyHours> = fc
  .tuple(
    fc.array(workDay, { minLength: 7, maxLength: 7 }),
    fc.array(
      fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 64, max: 95 }), fc.integer({ min: 1, max: 40 })),
      { maxLength: 3 },
    ),
  )
  .map(([week, nights]) => {
    const hours = week.map((day) => [...day]);
    for (const [day, from, to] of nights) {
      hours[day].push({ start: quarter(from), end: "24:00" });
      hours[(day + 1) % 7].push({ start: "00:00", end: quarter(to) });
    }
    return hours;
  });

/**
 * Whether the host's own clock, read every 15 minutes through the meeting, always shows a time
 * inside one of that weekday's spans, on a date that is not a day off. Every offset and clock
 * change of 2025-2027 is a whole quarter hour (zone-clock checks it), as are the spans and slot
 * starts, so each 15-minute step reads the same span as every minute in it.
 */
function hostWorks(host: BookableHost, start: number): boolean {
  for (let step = 0; step < meetingMinutes; step += 15) {
    const wall = wallClock(start + step * minuteMs, host.timeZone);
    if (host.daysOff.has(wall.date)) return false;
    const spans = host.workingHours[wall.weekday];
    if (!spans.some((span) => minutesOf(span.start) <= wall.minuteOfDay && wall.minuteOfDay < minutesOf(span.end))) {
      return false;
    }
  }
  return true;
}

/** A visitor's look at a few days, with hosts. */
type HostScenario = {
  zone: string;
  now: Date;
  days: Array<ExpectedDay>;
  hosts: Array<BookableHost>;
  closed: ReadonlySet<string>;
  notice: number;
  buffer: number;
  capacity: number;
  meetings: Array<BusyMeeting>;
};

/** How many days after today the host scenarios look at: each run stays quick. */
const hostDays = 3;

/** `freeSlots` against the oracle: free hosts (working through it, not off, no clash) outnumber clashing meetings with no host. */
function checkHosts({ zone, now, days, hosts, closed, notice, buffer, capacity, meetings }: HostScenario): void {
  const occupancy: Occupancy = { hosts, meetings, capacity, bufferMinutes: buffer };
  const today = wallClock(now.getTime(), zone).date;
  const answer = freeSlots(
    { businessTimeZone: zone, minNoticeHours: notice },
    { from: today, to: plusDays(today, hostDays), now },
    closed,
    occupancy,
  );
  const expected = expectedAvailability(zone, days, (slot) => {
    const clashing = meetings.filter((meeting) => clashesWith(meeting, slot.start, buffer));
    const free = hosts.filter((h) => hostWorks(h, slot.start) && !clashing.some((meeting) => meeting.hostId === h.id));
    const unassigned = clashing.filter((meeting) => meeting.hostId === null).length;
    return (
      slot.start > now.getTime() &&
      !closed.has(slot.date) &&
      slot.start - now.getTime() >= notice * hourMs &&
      free.length > unassigned
    );
  });
  expect(answer).toEqual(expected);
}

const hostOf = (
  id: string,
  today: string,
  zone: fc.Arbitrary<string>,
  week: fc.Arbitrary<WeeklyHours> = workWeek,
  mostDaysOff = 3,
) =>
  fc.record({
    id: fc.constant(id),
    timeZone: zone,
    workingHours: week,
    daysOff: fc
      .uniqueArray(fc.integer({ min: -1, max: hostDays + 1 }), { maxLength: mostDaysOff })
      .map((offsets) => new Set(offsets.map((days) => plusDays(today, days)))),
    lastAssignedAt: fc.constant(null),
  });

/** The rest of a scenario once the business zone, `now` and the hosts' arbitraries are known. */
function hostScenario(
  zone: string,
  now: Date,
  hosts: (today: string, ids: Array<string>) => fc.Arbitrary<Array<BookableHost>>,
  count: number,
  mostMeetings = 30,
): fc.Arbitrary<HostScenario> {
  const today = wallClock(now.getTime(), zone).date;
  const ids = Array.from({ length: count }, (_, index) => `host-${index}`);
  const days = expectedDays(zone, now, { from: today, to: plusDays(today, hostDays) });
  const starts = days.flatMap((day) => day.slots.map((slot) => slot.start));
  return fc.record({
    zone: fc.constant(zone),
    now: fc.constant(now),
    days: fc.constant(days),
    hosts: hosts(today, ids),
    closed: fc
      .subarray(
        days.map((day) => day.date),
        { maxLength: 2 },
      )
      .map((dates) => new Set(dates)),
    notice: fc.constantFrom(0, 0, 4),
    buffer: bufferMinutes,
    capacity: fc.integer({ min: 1, max: 3 }),
    meetings: starts.length > 0 ? meetingsNear(starts, [...ids, null], mostMeetings) : fc.constant([]),
  });
}

/**
 * The zones whose clock changes of 2025-2027 come within an hour of some zone's weekday slots:
 * Cairo's at midnight between Thursday and Friday, Israel's and Palestine's early on a Friday or
 * Saturday. Every other zone changes at a weekend hour no business zone's weekday reaches.
 */
const weekdayChangers = ["Africa/Cairo", "Asia/Jerusalem", "Asia/Gaza", "Asia/Hebron"] as const;

const meetingZones = new Map<number, Array<string>>();

/** The business zones in which a change's instant is a weekday between 08:00 and 18:00 (in a slot's hour or next to it). */
function businessZonesMeeting(change: ClockChange): Array<string> {
  let zones = meetingZones.get(change.at);
  if (!zones) {
    zones = everyZone.filter((zone) => {
      const wall = wallClock(change.at, zone);
      return wall.weekday >= 1 && wall.weekday <= 5 && wall.minuteOfDay > 8 * 60 && wall.minuteOfDay < 18 * 60;
    });
    meetingZones.set(change.at, zones);
  }
  return zones;
}

/**
 * A week whose spans on the days either side of a clock change start and end near it, in the
 * hour the clocks skip or repeat, or at midnight: the edges a change can move.
 */
function weekAroundChange(change: ClockChange): fc.Arbitrary<WeeklyHours> {
  const before = wallClock(change.at - minuteMs, change.timeZone);
  const after = wallClock(change.at, change.timeZone);
  // Quarter hours of the day on each side: just after the last minute before, and the first after.
  const centres = new Map<number, Array<number>>();
  for (const [weekday, quarterOfDay] of [
    [before.weekday, Math.round((before.minuteOfDay + 1) / 15)],
    [after.weekday, Math.round(after.minuteOfDay / 15)],
  ]) {
    centres.set(weekday, [...(centres.get(weekday) ?? []), quarterOfDay]);
  }
  const edge = (near: Array<number>) =>
    fc.oneof(
      fc.tuple(fc.constantFrom(...near), fc.integer({ min: -5, max: 5 })).map(([q, by]) => q + by),
      fc.constantFrom(0, 96),
    );
  const spansNear = (near: Array<number>) =>
    fc.array(
      fc.tuple(edge(near), edge(near)).map(([a, b]) => {
        const from = Math.max(0, Math.min(95, Math.min(a, b)));
        const to = Math.min(96, Math.max(from + 1, Math.max(a, b)));
        return { start: quarter(from), end: quarter(to) };
      }),
      { minLength: 1, maxLength: 3 },
    );
  const edges = [...centres].map(([weekday, near]) => spansNear(near).map((spans) => [weekday, spans] as const));
  return fc.tuple(workWeek, ...edges).map(([week, ...days]) => {
    const hours = week.map((day) => [...day]);
    for (const [weekday, spans] of days) hours[weekday] = spans;
    return hours;
  });
}

describe("hosts in their own zones (docs/product.md#hosts)", () => {
  // The first host's zone is the one whose clock changes are drawn into the days looked at, as often as the business's.
  const anyHosts = fc
    .tuple(anyZone, fc.oneof(anyZone, fc.constantFrom(...changingZones)), fc.integer({ min: 1, max: 4 }))
    .chain(([zone, hostZone, count]) =>
      fc
        .oneof(nowIn(zone, hostDays), nowIn(hostZone, hostDays))
        .chain((now) =>
          hostScenario(
            zone,
            now,
            (today, ids) =>
              fc.tuple(
                ...ids.map((id, index) =>
                  hostOf(id, today, index === 0 ? fc.constant(hostZone) : fc.oneof(fc.constant(hostZone), anyZone)),
                ),
              ),
            count,
          ),
        ),
    );

  test("property: a slot is free iff its free hosts (working through it, not off, no clashing meeting) outnumber the clashing meetings with no host", () => {
    fc.assert(fc.property(anyHosts, checkHosts), { numRuns: 200 });
  });

  // A host whose spans start or end in the hour their clocks skip or repeat, during a business slot.
  const hostsAtChange = () =>
    fc
      .constantFrom(
        ...weekdayChangers
          .flatMap((hostZone) => clockChanges(hostZone))
          .filter((change) => businessZonesMeeting(change).length > 0),
      )
      .chain((change) =>
        fc
          .tuple(
            fc.constantFrom(...businessZonesMeeting(change)),
            fc.integer({ min: 0, max: 2 }),
            fc.integer({ min: 61, max: 12 * 60 }),
            fc.integer({ min: 1, max: 2 }),
          )
          .chain(([zone, days, minutes, count]) =>
            hostScenario(
              zone,
              new Date(change.at - days * dayMs - minutes * minuteMs),
              (today, ids) =>
                fc.tuple(
                  ...ids.map((id, index) =>
                    index === 0
                      ? hostOf(id, today, fc.constant(change.timeZone), weekAroundChange(change), 1)
                      : hostOf(id, today, fc.oneof(fc.constant(change.timeZone), anyZone)),
                  ),
                ),
              count,
              4,
            ),
          ),
      );

  test("property: a host's spans are read on their own clock when it skips or repeats an hour during a business slot (Cairo, Jerusalem, Gaza, Hebron)", () => {
    fc.assert(fc.property(hostsAtChange(), checkHosts), { numRuns: 300 });
  });

  const onlyOn = (weekdays: Array<[number, Array<WorkSpan>]>): WeeklyHours => {
    const hours: WeeklyHours = [[], [], [], [], [], [], []];
    for (const [weekday, spans] of weekdays) hours[weekday] = spans;
    return hours;
  };

  // Jerusalem's clocks skip 02:00-03:00 on Friday 2025-03-28 (00:00 UTC); Cairo's repeat 23:00-24:00
  // on Thursday 2025-10-30 (20:00-22:00 UTC). The host's clock during the slot decides.
  const atChange = [
    {
      edge: "a span ending in the skipped hour: the clock reads 01:30-02:00 then 03:00-03:30, past the 02:30 end",
      business: "Australia/Darwin",
      date: "2025-03-28",
      time: "09:00",
      startUtc: "2025-03-27T23:30:00.000Z",
      host: {
        timeZone: "Asia/Jerusalem",
        hours: onlyOn([
          [4, [{ start: "22:00", end: "24:00" }]],
          [5, [{ start: "00:00", end: "02:30" }]],
        ]),
      },
      free: false,
    },
    {
      edge: "a span starting in the skipped hour: the clock reads 03:00-04:00, after the 02:30 start",
      business: "Asia/Tokyo",
      date: "2025-03-28",
      time: "09:00",
      startUtc: "2025-03-28T00:00:00.000Z",
      host: { timeZone: "Asia/Jerusalem", hours: onlyOn([[5, [{ start: "02:30", end: "08:00" }]]]) },
      free: true,
    },
    {
      edge: "a span ending in the repeated hour: the clock reads 23:00-24:00 the first time, past the 23:30 end",
      business: "America/Chicago",
      date: "2025-10-30",
      time: "15:00",
      startUtc: "2025-10-30T20:00:00.000Z",
      host: { timeZone: "Africa/Cairo", hours: onlyOn([[4, [{ start: "18:00", end: "23:30" }]]]) },
      free: false,
    },
    {
      edge: "a span starting in the repeated hour: the clock reads 23:00-24:00 the first time, inside 23:00-24:00",
      business: "America/Chicago",
      date: "2025-10-30",
      time: "15:00",
      startUtc: "2025-10-30T20:00:00.000Z",
      host: {
        timeZone: "Africa/Cairo",
        hours: onlyOn([
          [4, [{ start: "23:00", end: "24:00" }]],
          [5, [{ start: "00:00", end: "06:00" }]],
        ]),
      },
      free: true,
    },
  ];

  for (const { edge, business, date, time, startUtc, host, free } of atChange) {
    test(`a host's clock change during a slot: ${edge} (${business} ${date} ${time}, host in ${host.timeZone})`, () => {
      const twoDaysBefore = new Date(Date.parse(`${date}T00:00:00Z`) - 2 * dayMs);
      const occupancy: Occupancy = {
        hosts: [
          { id: "host", timeZone: host.timeZone, workingHours: host.hours, daysOff: new Set(), lastAssignedAt: null },
        ],
        meetings: [],
        capacity: 1,
        bufferMinutes: 0,
      };
      expect(hostWorks(occupancy.hosts[0], Date.parse(startUtc))).toBe(free);
      const answer = freeSlots(
        { businessTimeZone: business, minNoticeHours: 0 },
        { from: date, to: date, now: twoDaysBefore },
        new Set(),
        occupancy,
      );
      expect(answer.days[0]?.slots.find((slot) => slot.time === time)).toMatchObject({ startUtc, available: free });
    });
  }
});

describe("the round-robin (docs/product.md#hosts)", () => {
  const instant = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 11, 31) }).map((ms) => new Date(ms));
  const hosts = fc.uniqueArray(
    fc.record({
      id: fc.stringMatching(/^[a-z0-9-]{1,12}$/),
      lastAssignedAt: fc.option(fc.oneof(instant, fc.constant(new Date(Date.UTC(2026, 0, 1)))), { nil: null }),
    }),
    { selector: (host) => host.id, maxLength: 8 },
  );

  test("property: the pick is a free host with the fewest meetings that week, then the longest since a meeting (never first), whatever the order given", () => {
    fc.assert(
      fc.property(
        hosts.chain((list) =>
          fc.tuple(
            fc.constant(list),
            fc.array(fc.tuple(fc.constantFrom("ghost", ...list.map((h) => h.id)), fc.integer({ min: 0, max: 3 }))),
            fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }),
          ),
        ),
        ([list, counts, shuffled]) => {
          const free: Array<BookableHost> = list.map((h) => ({
            ...h,
            timeZone: "UTC",
            workingHours: [],
            daysOff: new Set<string>(),
          }));
          const week = new Map(counts);
          const pick = nextHost(free, week);
          if (free.length === 0) {
            expect(pick).toBeUndefined();
            return;
          }
          const count = (id: string) => week.get(id) ?? 0;
          const fewest = Math.min(...free.map((h) => count(h.id)));
          const candidates = free.filter((h) => count(h.id) === fewest);
          const neverGiven = candidates.filter((h) => h.lastAssignedAt === null);
          const oldest = Math.min(...candidates.map((h) => h.lastAssignedAt?.getTime() ?? Infinity));
          const eligible =
            neverGiven.length > 0 ? neverGiven : candidates.filter((h) => h.lastAssignedAt?.getTime() === oldest);
          expect(eligible.map((h) => h.id)).toContain(pick!.id);
          const reordered = shuffled.map((h) => free.find((f) => f.id === h.id)!);
          expect(nextHost(reordered, week)?.id).toBe(pick!.id);
        },
      ),
      { numRuns: 300 },
    );
  });
});
