import fc from "fast-check";
import { expect, test } from "vitest";
import {
  addCalendarDays,
  bookableDates,
  bookingWindow,
  checkSlot,
  hoursOn,
  isBookableDate,
  labelTo24Hour,
  slotLabel,
  slotMessages,
  slotsOn,
  slotStart,
  timeInZone,
  todayIn,
} from "./booking-slots";

const kolkata = "Asia/Kolkata";
const newYork = "America/New_York";
// Monday 2025-03-03, 06:00 in Kolkata (00:30 UTC).
const mondayMorning = new Date("2025-03-03T00:30:00Z");

test("a weekday has the seven slots with their 12-hour labels", () => {
  expect(slotsOn("2025-03-04", kolkata, mondayMorning).map((s) => s.label)).toEqual([
    "9:00 AM",
    "10:00 AM",
    "11:00 AM",
    "1:00 PM",
    "2:00 PM",
    "3:00 PM",
    "4:00 PM",
  ]);
  expect(slotsOn("2025-03-04", kolkata, mondayMorning).map((s) => s.time)).toEqual([
    "09:00",
    "10:00",
    "11:00",
    "13:00",
    "14:00",
    "15:00",
    "16:00",
  ]);
});

test("Friday has no 4:00 PM slot", () => {
  expect(hoursOn("2025-03-07")).toEqual([9, 10, 11, 13, 14, 15]);
  expect(slotsOn("2025-03-07", kolkata, mondayMorning)).toHaveLength(6);
  expect(checkSlot("2025-03-07", "16:00", kolkata, mondayMorning)).toEqual({
    ok: false,
    field: "time",
    message: slotMessages.time,
  });
});

test("weekends have no slots and cannot be booked", () => {
  expect(hoursOn("2025-03-08")).toEqual([]);
  expect(hoursOn("2025-03-09")).toEqual([]);
  expect(isBookableDate("2025-03-08", kolkata, mondayMorning)).toBe(false);
  expect(checkSlot("2025-03-09", "10:00", kolkata, mondayMorning)).toMatchObject({ ok: false, field: "date" });
});

test("today's slots that have started are marked and refused", () => {
  // 10:15 in Kolkata: 9:00 and 10:00 have started, 11:00 has not.
  const now = new Date("2025-03-03T04:45:00Z");
  const today = slotsOn("2025-03-03", kolkata, now);
  expect(today.filter((s) => s.started).map((s) => s.time)).toEqual(["09:00", "10:00"]);
  expect(checkSlot("2025-03-03", "10:00", kolkata, now)).toEqual({
    ok: false,
    field: "time",
    message: slotMessages.started,
  });
  expect(checkSlot("2025-03-03", "11:00", kolkata, now)).toMatchObject({ ok: true });
});

test("a slot starting exactly now counts as started", () => {
  const now = slotStart("2025-03-03", 11, kolkata);
  expect(checkSlot("2025-03-03", "11:00", kolkata, now)).toMatchObject({ ok: false, field: "time" });
});

test("the window's last day (today + 28) is bookable and the day after is not", () => {
  expect(bookingWindow(kolkata, mondayMorning)).toEqual({ first: "2025-03-03", last: "2025-03-31" });
  expect(checkSlot("2025-03-31", "09:00", kolkata, mondayMorning)).toMatchObject({ ok: true });
  expect(checkSlot("2025-04-01", "09:00", kolkata, mondayMorning)).toMatchObject({ ok: false, field: "date" });
  expect(checkSlot("2025-03-02", "09:00", kolkata, mondayMorning)).toMatchObject({ ok: false, field: "date" });
  expect(bookableDates(kolkata, mondayMorning).at(-1)).toBe("2025-03-31");
});

test("'today' is the business zone's date, not the server's", () => {
  // 20:00 UTC on Sunday is already Monday 01:30 in Kolkata.
  const now = new Date("2025-03-02T20:00:00Z");
  expect(todayIn(kolkata, now)).toBe("2025-03-03");
  expect(todayIn("UTC", now)).toBe("2025-03-02");
  expect(isBookableDate("2025-03-03", kolkata, now)).toBe(true);
});

test("a visitor in New York sees the Kolkata slot move by an hour across the DST change", () => {
  // US clocks spring forward on 2025-03-09; Kolkata has no DST, so the UTC start stays 03:30Z.
  const before = slotStart("2025-03-07", 9, kolkata);
  const after = slotStart("2025-03-10", 9, kolkata);
  expect(before.toISOString()).toBe("2025-03-07T03:30:00.000Z");
  expect(after.toISOString()).toBe("2025-03-10T03:30:00.000Z");
  expect(timeInZone(before, newYork, { withDay: true })).toBe("Thu, Mar 6, 10:30 PM");
  expect(timeInZone(after, newYork, { withDay: true })).toBe("Sun, Mar 9, 11:30 PM");
});

test("a New York business zone keeps 9:00 local across the DST change", () => {
  expect(slotStart("2025-03-07", 9, newYork).toISOString()).toBe("2025-03-07T14:00:00.000Z");
  expect(slotStart("2025-03-10", 9, newYork).toISOString()).toBe("2025-03-10T13:00:00.000Z");
});

test("12-hour labels convert to 24-hour HH:00", () => {
  expect(labelTo24Hour("9:00 AM")).toBe("09:00");
  expect(labelTo24Hour("12:00 PM")).toBe("12:00");
  expect(labelTo24Hour("12:00 AM")).toBe("00:00");
  expect(labelTo24Hour("1:00 PM")).toBe("13:00");
  expect(labelTo24Hour("4:00 PM")).toBe("16:00");
  expect(labelTo24Hour("13:00 PM")).toBeNull();
  expect(labelTo24Hour("noon")).toBeNull();
});

test("property: every hour's label converts back to the same hour", () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 23 }), (hour) => {
      expect(labelTo24Hour(slotLabel(hour))).toBe(`${String(hour).padStart(2, "0")}:00`);
    }),
  );
});

test("property: whatever the clock, an accepted slot is a future weekday slot inside the window", () => {
  const instants = fc.date({
    min: new Date("2024-01-01T00:00:00Z"),
    max: new Date("2030-12-31T00:00:00Z"),
    noInvalidDate: true,
  });
  fc.assert(
    fc.property(
      instants,
      fc.integer({ min: -3, max: 35 }),
      fc.constantFrom(...["00", "09", "12", "13", "16", "17"]),
      (now, offset, hh) => {
        const date = addCalendarDays(todayIn(kolkata, now), offset);
        const result = checkSlot(date, `${hh}:00`, kolkata, now);
        if (!result.ok) return;
        expect(result.startUtc.getTime()).toBeGreaterThan(now.getTime());
        expect(offset).toBeGreaterThanOrEqual(0);
        expect(offset).toBeLessThanOrEqual(28);
        expect(hoursOn(date)).toContain(Number(hh));
      },
    ),
  );
});
