import { expect, test } from "vitest";
import { slotStart } from "#app/lib/booking-slots";
import { outsideWakingHoursNote } from "./waking-hours";

const at = (date: string, hour: number) => slotStart(date, hour, "Asia/Kolkata").toISOString();

test("a slot outside 07:00-21:00 in the visitor's zone gets one sentence naming their time; one inside gets none", () => {
  // 9:00 AM in Kolkata is 10:30 PM the evening before in New York (EST).
  expect(outsideWakingHoursNote(at("2025-03-03", 9), "America/New_York")).toBe(
    "Please note: in your time zone (America/New_York) this meeting is at Sun, Mar 2, 10:30 PM, outside usual working hours.",
  );
  // 4:00 PM in Kolkata is 11:30 AM in Berlin (CET): nothing to say.
  expect(outsideWakingHoursNote(at("2025-03-03", 16), "Europe/Berlin")).toBeNull();
  // 4:00 PM in Kolkata is 7:30 PM in Tokyo: it ends 8:30 PM, inside.
  expect(outsideWakingHoursNote(at("2025-03-03", 16), "Asia/Tokyo")).toBeNull();
  // 4:00 PM in Kolkata is 8:30 PM in Brisbane: it ends at 9:30 PM, past 21:00.
  expect(outsideWakingHoursNote(at("2025-03-03", 16), "Australia/Brisbane")).toMatch(/^Please note: .*8:30 PM/);
  // The business zone itself, and an unknown zone: no sentence.
  expect(outsideWakingHoursNote(at("2025-03-03", 9), "Asia/Kolkata")).toBeNull();
  expect(outsideWakingHoursNote(at("2025-03-03", 9), null)).toBeNull();
});

test("+5:45, -3:30 and +14:00 are read on their own clocks", () => {
  // 9:00 AM Kolkata = 9:15 AM Kathmandu (+5:45), midnight in St. John's (-3:30), 5:30 PM Kiritimati (+14:00).
  expect(outsideWakingHoursNote(at("2025-03-03", 9), "Asia/Kathmandu")).toBeNull();
  expect(outsideWakingHoursNote(at("2025-03-03", 9), "America/St_Johns")).toMatch(/Mon, Mar 3, 12:00 AM/);
  expect(outsideWakingHoursNote(at("2025-03-03", 9), "Pacific/Kiritimati")).toBeNull();
});
