import { expect } from "vitest";
import { bookableDates, defaultMinNoticeHours, hoursOn, slotStart, timeOfHour } from "#app/lib/booking-slots";

export const businessZone = "Asia/Kolkata";

/**
 * Bookable slots starting at least two hours past the default minimum notice, in order. Tests take distinct ones
 * with `takeSlot()` so no two tests fight over the same slot.
 */
export function futureSlots(
  timeZone = businessZone,
  now = new Date(),
): Array<{ date: string; time: string; startUtc: Date }> {
  return bookableDates(timeZone, now).flatMap((date) =>
    hoursOn(date)
      .map((hour) => ({ date, time: timeOfHour(hour), startUtc: slotStart(date, hour, timeZone) }))
      .filter((slot) => slot.startUtc.getTime() > now.getTime() + (defaultMinNoticeHours + 2) * 60 * 60 * 1000),
  );
}

/**
 * Each test file's slots, listed on its first `takeSlot()`: at the business zone's midnight the
 * window gains a day at its far end, and counting back from a new end would hand out a slot the
 * file has already booked. Kept by file, since files can share this module (one worker runs many).
 */
const slotsByFile = new Map<string, { slots: ReturnType<typeof futureSlots>; taken: number }>();

/** The next unused future slot of this test file (from the far end, leaving near days for other checks). */
export function takeSlot(): { date: string; time: string; startUtc: Date } {
  const file = expect.getState().testPath ?? "";
  let ofFile = slotsByFile.get(file);
  if (!ofFile) slotsByFile.set(file, (ofFile = { slots: futureSlots(), taken: 0 }));
  const slot = ofFile.slots[ofFile.slots.length - 1 - ofFile.taken];
  ofFile.taken += 1;
  if (!slot) throw new Error("no free future slot left for the test");
  return slot;
}

export function appointmentBody(
  slot: { date: string; time: string },
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    name: "Priya Sharma",
    email: "priya@example.com",
    company: "Sharma Analytics",
    phone: "Not provided",
    date: slot.date,
    time: slot.time,
    message: "",
    timeZone: "America/New_York",
    website: "",
    ...overrides,
  };
}

export type BookingReply = {
  id: string;
  date: string;
  time: string;
  startUtc: string;
  timeZone: string;
  manageUrl: string;
};
