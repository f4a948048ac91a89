import { expect, test } from "vitest";
import { noticeMessage, slotMessages, slotStart } from "#app/lib/booking-slots";
import { closeDates, reopenDate } from "#app/modules/booking/server/closed-days";
import { useApiHarness } from "#tests/support/api-app";
import { appointmentBody, businessZone } from "#tests/support/bookings";
import { freshIp } from "#tests/support/leads";

// The minimum notice and closed days (docs/product.md#booking-rules): enforced by the server and
// shown in the availability the calendar draws from. The clock stands at 07:30 on Monday
// 2025-03-03 in the business zone.
const now = new Date(slotStart("2025-03-03", 7, businessZone).getTime() + 30 * 60_000);
const harness = useApiHarness({ env: { RATE_LIMIT_PER_MINUTE: "100000" }, clock: () => now });

type Day = { date: string; slots: Array<{ time: string; available: boolean }> };

async function days(): Promise<Array<Day>> {
  const response = await harness.request("/api/appointments/availability?from=2025-03-03&to=2025-03-07");
  expect(response.status).toBe(200);
  return ((await response.json()) as { days: Array<Day> }).days;
}

const book = (date: string, time: string, email: string) =>
  harness.postJson("/api/appointments/schedule", appointmentBody({ date, time }, { email }), {
    "x-forwarded-for": freshIp(),
  });

test("slots within the default 4 hours' notice are shown taken and refused with a sentence; later ones are free", async () => {
  const monday = (await days()).find((day) => day.date === "2025-03-03");
  // 07:30 now: 9, 10 and 11 are within four hours; 13:00 on is free.
  expect(monday?.slots.map((slot) => `${slot.time} ${slot.available ? "free" : "taken"}`)).toEqual([
    "09:00 taken",
    "10:00 taken",
    "11:00 taken",
    "13:00 free",
    "14:00 free",
    "15:00 free",
    "16:00 free",
  ]);
  const tooSoon = await book("2025-03-03", "11:00", "soon@example.com");
  expect(tooSoon.status).toBe(400);
  expect(await tooSoon.json()).toEqual({ message: noticeMessage(4), errors: { time: [noticeMessage(4)] } });
  expect(noticeMessage(4)).toBe(
    "This time is too soon for us to prepare. Please choose a time at least 4 hours from now.",
  );
  expect((await book("2025-03-03", "13:00", "in-time@example.com")).status).toBe(201);
});

test("a closed day has no free slot (the calendar disables it like a weekend), refuses bookings, and opens again when reopened", async () => {
  expect(await closeDates(harness.database.db, [{ date: "2025-03-05", reason: "Holi" }])).toBe(1);
  expect(await closeDates(harness.database.db, [{ date: "2025-03-05", reason: "again" }])).toBe(0);
  const wednesday = (await days()).find((day) => day.date === "2025-03-05");
  expect(wednesday?.slots.length).toBe(7);
  expect(wednesday?.slots.some((slot) => slot.available)).toBe(false);
  const refused = await book("2025-03-05", "10:00", "holiday@example.com");
  expect(refused.status).toBe(400);
  expect(await refused.json()).toEqual({ message: slotMessages.closed, errors: { date: [slotMessages.closed] } });
  expect(slotMessages.closed).toBe("We are closed on this date. Please choose another day.");

  expect(await reopenDate(harness.database.db, "2025-03-05")).toBe(true);
  expect((await days()).find((day) => day.date === "2025-03-05")?.slots.every((slot) => slot.available)).toBe(true);
  expect((await book("2025-03-05", "10:00", "holiday@example.com")).status).toBe(201);
});

test("BOOKING_MIN_NOTICE_HOURS=0 lets any slot that has not started be booked", async () => {
  const { createApiHarness } = await import("#tests/support/api-app");
  const open = await createApiHarness({ env: { BOOKING_MIN_NOTICE_HOURS: "0" }, clock: () => now });
  try {
    const response = await open.request("/api/appointments/availability?from=2025-03-03&to=2025-03-03");
    const [monday] = ((await response.json()) as { days: Array<Day> }).days;
    expect(monday?.slots.every((slot) => slot.available)).toBe(true);
  } finally {
    await open.close();
  }
});
