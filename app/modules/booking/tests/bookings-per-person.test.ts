import { expect, test } from "vitest";
import { systemClock } from "#server/clock";
import { emailLimitMessage } from "#app/modules/booking/server/booking-limits";
import { createBookingManager } from "#app/modules/booking/server/manage";
import { bookingSettings } from "#app/modules/booking/server/settings";
import { createStaff, signInAs } from "#tests/support/admin";
import { useApiHarness } from "#tests/support/api-app";
import { appointmentBody, takeSlot, type BookingReply } from "#tests/support/bookings";
import { freshIp } from "#tests/support/leads";
import {
  bookingsPerPersonContract,
  freshCompany,
  personLimits,
  personLimitsEnv,
} from "#tests/contracts/bookings-per-person";

const harness = useApiHarness({ env: personLimitsEnv });

bookingsPerPersonContract(() => harness);

const book = (email: string, headers: Record<string, string> = {}) =>
  harness.postJson("/api/appointments/schedule", appointmentBody(takeSlot(), { email }), {
    "x-forwarded-for": freshIp(),
    ...headers,
  });

test("a move is no new booking: at its limit an address moves one of its meetings, and still cannot book another", async () => {
  const domain = freshCompany();
  const first = (await (await book(`mover@${domain}`)).json()) as BookingReply;
  expect((await book(`mover@${domain}`)).status).toBe(201);
  const manager = createBookingManager({
    db: harness.database.db,
    settings: bookingSettings(harness.config),
    clock: systemClock,
  });
  const slot = takeSlot();
  const token = first.manageUrl.split("/").pop() ?? "";
  expect(await manager.reschedule(token, { date: slot.date, time: slot.time })).toMatchObject({ moved: true });
  const third = await book(`mover@${domain}`);
  expect(third.status).toBe(409);
  expect(await third.json()).toEqual({ message: emailLimitMessage(personLimits.perEmail) });
});

test("a signed-in member of staff booking through the dialog is not limited", async () => {
  const domain = freshCompany();
  const cookie = await signInAs(harness, await createStaff(harness.database.db));
  const statuses: Array<number> = [];
  for (let i = 0; i < personLimits.perEmail + 2; i++)
    statuses.push((await book(`client@${domain}`, { cookie })).status);
  expect(statuses).toEqual(Array(personLimits.perEmail + 2).fill(201));
  // Without the session the same address is over its limit.
  expect((await book(`client@${domain}`)).status).toBe(409);
});
