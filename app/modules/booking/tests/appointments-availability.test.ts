import { expect, test } from "vitest";
import { addCalendarDays, bookingWindow, todayIn } from "#app/lib/booking-slots";
import { bookingSettings } from "#app/modules/booking/server/settings";
import { getAvailability } from "#app/modules/booking/server/availability";
import { useApiHarness } from "#tests/support/api-app";
import { appointmentBody, businessZone, takeSlot } from "#tests/support/bookings";
import { freshIp } from "#tests/support/leads";

const harness = useApiHarness({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });

type Availability = {
  timeZone: string;
  days: Array<{
    date: string;
    weekday: string;
    slots: Array<{ time: string; label: string; startUtc: string; available: boolean }>;
  }>;
};

async function availability(
  query: string,
): Promise<{ status: number; body: Availability & { message?: string; errors?: Record<string, Array<string>> } }> {
  const response = await harness.request(`/api/appointments/availability${query}`);
  return { status: response.status, body: (await response.json()) as Availability };
}

test("without a range it lists every bookable weekday of the 28-day window, in the business zone", async () => {
  // The window as it was just before the call and just after: the business zone's midnight may
  // fall in between.
  const { first } = bookingWindow(businessZone);
  const { status, body } = await availability("");
  const { last } = bookingWindow(businessZone);
  expect(status).toBe(200);
  expect(body.timeZone).toBe(businessZone);
  expect(body.days.length).toBeGreaterThanOrEqual(19);
  for (const day of body.days) {
    expect(day.date >= first && day.date <= last).toBe(true);
    expect(["Saturday", "Sunday"]).not.toContain(day.weekday);
    expect(day.slots.map((s) => s.label)).toEqual(
      day.weekday === "Friday"
        ? ["9:00 AM", "10:00 AM", "11:00 AM", "1:00 PM", "2:00 PM", "3:00 PM"]
        : ["9:00 AM", "10:00 AM", "11:00 AM", "1:00 PM", "2:00 PM", "3:00 PM", "4:00 PM"],
    );
    for (const slot of day.slots) if (Date.parse(slot.startUtc) <= Date.now()) expect(slot.available).toBe(false);
  }
});

test("a booked slot shows as unavailable, and days outside the window are left out", async () => {
  const slot = takeSlot();
  const booked = await harness.postJson("/api/appointments/schedule", appointmentBody(slot), {
    "x-forwarded-for": freshIp(),
  });
  expect(booked.status).toBe(201);
  const { body } = await availability(`?from=${slot.date}&to=${addCalendarDays(slot.date, 10)}`);
  const day = body.days.find((d) => d.date === slot.date);
  expect(day?.slots.find((s) => s.time === slot.time)).toMatchObject({
    available: false,
    startUtc: slot.startUtc.toISOString(),
  });
  expect(day?.slots.filter((s) => s.time !== slot.time).every((s) => s.available)).toBe(true);
  expect(body.days.every((d) => d.date <= bookingWindow(businessZone).last)).toBe(true);
});

test("a range in the past has no days", async () => {
  const today = todayIn(businessZone);
  const { status, body } = await availability(`?from=${addCalendarDays(today, -20)}&to=${addCalendarDays(today, -1)}`);
  expect(status).toBe(200);
  expect(body.days).toEqual([]);
});

test.each([
  ["a malformed date", "?from=03/03/2025&to=2025-03-05", "from"],
  ["an impossible date", "?from=2025-02-30&to=2025-03-05", "from"],
  ["to before from", "?from=2025-03-10&to=2025-03-05", "to"],
  ["more than 31 days", "?from=2025-03-01&to=2025-04-01", "to"],
  ["an unknown parameter", "?from=2025-03-01&to=2025-03-02&limit=5", "limit"],
])("%s answers 400 naming the parameter", async (_label, query, field) => {
  const { status, body } = await availability(query);
  expect(status).toBe(400);
  expect(body.errors?.[field]?.length).toBeGreaterThan(0);
});

test("counts only confirmed bookings against the capacity", async () => {
  const now = new Date("2025-03-03T00:30:00Z");
  const settings = { ...bookingSettings(harness.config), capacity: 1, minNoticeHours: 0 };
  const result = await getAvailability(harness.database.db, settings, { from: "2025-03-03", to: "2025-03-09", now });
  expect(result.days.map((d) => d.weekday)).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]);
  expect(result.days.flatMap((d) => d.slots).every((s) => s.available)).toBe(true);
});
