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

// Listed once per file: at the business zone's midnight the window gains a day at its far end,
// and counting back from a new end would hand out a slot this file has already booked.
let slotsOfFile: ReturnType<typeof futureSlots> | undefined;
let taken = 0;
/** The next unused future slot of this test file (from the far end, leaving near days for other checks). */
export function takeSlot(): { date: string; time: string; startUtc: Date } {
  const slots = (slotsOfFile ??= futureSlots());
  const slot = slots[slots.length - 1 - taken];
  taken += 1;
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
