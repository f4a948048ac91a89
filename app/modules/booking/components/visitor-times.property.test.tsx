import fc from "fast-check";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { bookableDates, slotsOn } from "#app/lib/booking-slots";
import { slotTimes } from "#app/lib/slot-times";
import { outsideWakingHoursNote } from "#app/modules/booking/lib/waking-hours";
import {
  anyZone,
  everyZone,
  hourMs,
  namedOffsets,
  nowIn,
  shortWeekday,
  twelveHour,
  wallClock,
  type Wall,
} from "#tests/support/zone-clock";
import { availabilityFromReply, rulesAvailability, type Availability, type SlotView } from "./availability";
import { localTimes, TimeStep } from "./time-step";

/**
 * What a visitor in any zone reads beside each slot (docs/product.md#booking-dialog), held against
 * Intl.DateTimeFormat through tests/support/zone-clock: their own clock's time of the slot, and the
 * business's date and time, which no visitor zone moves (docs/product.md#booking-rules).
 */

const monthShort = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const monthLong = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const weekdayLong = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** 'Monday, March 2, 2026 at 9:00 AM': a clock reading spelt out, as emails and the manage page begin it. */
function longReading(wall: Wall): string {
  const [year, month, day] = wall.date.split("-").map(Number);
  return `${weekdayLong[wall.weekday]}, ${monthLong[month - 1]} ${day}, ${year} at ${twelveHour(wall)}`;
}

/** The times the grid shows under a day's slots: null where the visitor's clock reads as the label. */
function expectedLocalTimes(date: string, slots: ReadonlyArray<SlotView>, visitorZone: string): Array<string | null> {
  const walls = slots.map((slot) => wallClock(Date.parse(slot.startUtc), visitorZone));
  const withDay = walls.some((wall) => wall.date !== date);
  return walls.map((wall, index) => {
    const reading = `${withDay ? `${shortWeekday(wall.weekday)} ` : ""}${twelveHour(wall)}`;
    return reading === slots[index].label ? null : reading;
  });
}

/** Each slot button of the rendered grid: its label, the visitor's time under it, and whether it is disabled. */
function renderedGrid(availability: Availability, date: string, visitorZone: string) {
  const html = renderToStaticMarkup(
    <TimeStep
      availability={availability}
      loading={false}
      date={date}
      selectedTime={null}
      visitorZone={visitorZone}
      onSelect={() => {}}
    />,
  );
  const buttons = [
    ...html.matchAll(/<button([^>]*)>([^<]*)(?:<span[^>]*><span[^>]*>[^<]*<\/span>([^<]*)<\/span>)?<\/button>/g),
  ];
  return buttons.map(([, attributes, label, local]) => ({
    label,
    local: local ?? null,
    disabled: /\sdisabled=""/.test(attributes),
  }));
}

/** The visitor's zone: any IANA zone, the business's own, or a named one. */
const visitorZoneFor = (business: string) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...everyZone), weight: 4 },
    { arbitrary: fc.constant(business), weight: 1 },
    { arbitrary: fc.constantFrom(...namedOffsets.map((named) => named.zone)), weight: 1 },
  );

/** A business zone, a `now`, a visitor zone and a server answer marking some slots taken. */
const visit = anyZone.chain((business) =>
  fc.tuple(nowIn(business), visitorZoneFor(business)).chain(([now, visitorZone]) => {
    const rules = rulesAvailability(business, now);
    const days = [...rules.days];
    return fc.record({
      business: fc.constant(business),
      now: fc.constant(now),
      visitorZone: fc.constant(visitorZone),
      reply: fc.array(fc.boolean(), { minLength: days.length * 7, maxLength: days.length * 7 }).map((taken) => ({
        timeZone: business,
        days: days.map(([date, slots], day) => ({
          date,
          slots: slots.map((slot, index) => ({ ...slot, available: slot.available && !taken[day * 7 + index] })),
        })),
      })),
    });
  }),
);

describe("the visitor's own time beside each slot (docs/product.md#booking-dialog)", () => {
  test("property: each slot's time under it is the visitor's clock reading, and its date and label stay the business's whatever the visitor's zone", () => {
    fc.assert(
      fc.property(visit, fc.nat(), ({ business, now, visitorZone, reply }, pick) => {
        const availability = availabilityFromReply(reply, now)!;
        expect(availability.timeZone).toBe(business);
        expect([...availability.days.keys()]).toEqual(reply.days.map((day) => day.date));
        // The business's date and hour are the grid's labels, on every day.
        for (const [date, slots] of availability.days) {
          for (const slot of slots) {
            const wall = wallClock(Date.parse(slot.startUtc), business);
            expect({ date: wall.date, label: twelveHour(wall) }).toEqual({ date, label: slot.label });
          }
        }
        // The visitor's times on the first and last days and one drawn between (each reading builds formats).
        const dates = [...availability.days.keys()];
        for (const date of new Set([dates[0], dates[dates.length - 1], dates[pick % dates.length]])) {
          const slots = availability.days.get(date)!;
          expect(localTimes(slots, business, visitorZone)).toEqual(expectedLocalTimes(date, slots, visitorZone));
        }
        // The grid of the first day with a slot free, as the visitor sees it and as the business would.
        const [date, slots] =
          [...availability.days].find(([, day]) => day.some((slot) => slot.available)) ?? [...availability.days][0];
        const grid = renderedGrid(availability, date, visitorZone);
        expect(grid.map(({ label, disabled }) => ({ label, disabled }))).toEqual(
          slots.map((slot) => ({ label: slot.label, disabled: !slot.available })),
        );
        expect(grid.map((button) => button.local)).toEqual(expectedLocalTimes(date, slots, visitorZone));
      }),
      { numRuns: 100 },
    );
  });

  test("property: the manage page's times and the waking-hours note read the slot on the visitor's clock; the business time is the same for every visitor", () => {
    const slotAndVisitors = anyZone.chain((business) =>
      nowIn(business)
        .chain((now) => fc.tuple(fc.constant(now), fc.constantFrom(...bookableDates(business, now))))
        .chain(([now, date]) =>
          fc.tuple(
            fc.constant(business),
            fc.constantFrom(...slotsOn(date, business, now)),
            visitorZoneFor(business),
            visitorZoneFor(business),
          ),
        ),
    );
    fc.assert(
      fc.property(slotAndVisitors, ([business, slot, visitorZone, otherVisitor]) => {
        const start = new Date(slot.startUtc);
        const times = slotTimes(start, business, visitorZone);
        expect(times.businessTime).toBe(slotTimes(start, business, otherVisitor).businessTime);
        expect(times.businessTime).toBe(slotTimes(start, business, null).businessTime);
        const businessWall = wallClock(start.getTime(), business);
        expect(times.businessTime.startsWith(`${longReading(businessWall)} `)).toBe(true);
        expect(twelveHour(businessWall)).toBe(slot.label);
        const visitorWall = wallClock(start.getTime(), visitorZone);
        if (visitorZone === business) {
          expect(times.visitorTime).toBeNull();
        } else {
          expect(times.visitorTime?.startsWith(`${longReading(visitorWall)} `)).toBe(true);
        }

        // Outside 07:00-21:00 on the visitor's clock at its start or its end: one sentence naming their time.
        const end = wallClock(start.getTime() + hourMs, visitorZone);
        const waking = visitorWall.minuteOfDay >= 7 * 60 && end.date === visitorWall.date && end.minuteOfDay <= 21 * 60;
        const [, month, day] = visitorWall.date.split("-").map(Number);
        const reading = `${shortWeekday(visitorWall.weekday)}, ${monthShort[month - 1]} ${day}, ${twelveHour(visitorWall)}`;
        expect(outsideWakingHoursNote(slot.startUtc, visitorZone)).toBe(
          waking
            ? null
            : `Please note: in your time zone (${visitorZone}) this meeting is at ${reading}, outside usual working hours.`,
        );
      }),
      { numRuns: 200 },
    );
  });

  test("a Kolkata Monday read at +5:30 (Asia/Kolkata), +5:45 (Asia/Kathmandu), -3:30 (America/St_Johns) and +14:00 (Pacific/Kiritimati)", () => {
    // Sunday 2026-03-01 12:00 UTC: Monday 2026-03-02 is in the window.
    const availability = rulesAvailability("Asia/Kolkata", new Date(Date.UTC(2026, 2, 1, 12)));
    const monday = availability.days.get("2026-03-02")!;
    expect(monday.map((slot) => slot.label)).toEqual([
      "9:00 AM",
      "10:00 AM",
      "11:00 AM",
      "1:00 PM",
      "2:00 PM",
      "3:00 PM",
      "4:00 PM",
    ]);
    expect(localTimes(monday, "Asia/Kolkata", "Asia/Kolkata")).toEqual(Array(7).fill(null));
    expect(localTimes(monday, "Asia/Kolkata", "Asia/Kathmandu")).toEqual([
      "9:15 AM",
      "10:15 AM",
      "11:15 AM",
      "1:15 PM",
      "2:15 PM",
      "3:15 PM",
      "4:15 PM",
    ]);
    // 9:00 AM in Kolkata is midnight starting the same Monday in St. John's.
    expect(localTimes(monday, "Asia/Kolkata", "America/St_Johns")).toEqual([
      "12:00 AM",
      "1:00 AM",
      "2:00 AM",
      "4:00 AM",
      "5:00 AM",
      "6:00 AM",
      "7:00 AM",
    ]);
    // 4:00 PM in Kolkata is past midnight in Kiritimati: every time names its day.
    expect(localTimes(monday, "Asia/Kolkata", "Pacific/Kiritimati")).toEqual([
      "Mon 5:30 PM",
      "Mon 6:30 PM",
      "Mon 7:30 PM",
      "Mon 9:30 PM",
      "Mon 10:30 PM",
      "Mon 11:30 PM",
      "Tue 12:30 AM",
    ]);
    // The grid keeps the business's labels for every one of these visitors; only the times under them differ.
    for (const named of namedOffsets) {
      const grid = renderedGrid(availability, "2026-03-02", named.zone);
      expect(grid.map((button) => button.label)).toEqual(monday.map((slot) => slot.label));
      expect(grid.map((button) => button.local)).toEqual(localTimes(monday, "Asia/Kolkata", named.zone));
    }
  });
});
