import { describe, test } from "vitest";
import { slotOf } from "#app/lib/booking-slots";
import { systemClock } from "#server/clock";
import { createBookingManager, bookingSettings } from "#app/modules/booking/server";
import { asStaff, signInAs } from "#tests/support/admin";
import { useApiHarness, type ApiHarness } from "#tests/support/api-app";
import { appointmentBody } from "#tests/support/bookings";
import { addHost, raceForHostSlot, reportRounds, type RaceSides } from "#tests/support/host-race";
import { freshIp } from "#tests/support/leads";

// With a host set up, the host decides whether a slot is free, not BOOKING_SLOT_CAPACITY (here 5):
// one host, one meeting at a time (docs/product.md#hosts). Fifty visitors and moves go for one of
// the host's free hours at once, in-process on PGlite. Most moves are the visitor's own, through
// the booking manager the manage page's action calls; every fifth is staff moving it in the admin.
// PGlite runs one transaction at a time, so here the rules are checked under load; that the
// booking lock keeps two processes apart is tests/postgres/host-booking-race.test.ts's part.

const env = { RATE_LIMIT_PER_MINUTE: "100000", BOOKING_SLOT_CAPACITY: "5" };

function sidesOf(harness: ApiHarness, staffCookie: () => string): RaceSides {
  const manager = createBookingManager({
    db: harness.database.db,
    settings: bookingSettings(harness.config),
    clock: systemClock,
  });
  const staff = () => asStaff(harness, staffCookie());
  return {
    db: harness.database.db,
    book: async (_lane, slot, email) => {
      const response = await harness.postJson("/api/appointments/schedule", appointmentBody(slot, { email }), {
        "x-forwarded-for": freshIp(),
      });
      return { status: response.status, body: await response.json() };
    },
    move: async (_lane, mover, slot) => {
      const target = slotOf(slot.startUtc, harness.config.bookingTimeZone);
      if (mover.index % 5 === 4) {
        const response = await staff().postJson(`/api/admin/appointments/${mover.id}/reschedule`, target);
        const text = await response.text();
        const refusal = "That time has just been booked. Please choose another time.";
        return { result: response.status === 200 ? "moved" : String(response.status), text, refusal };
      }
      const outcome = await manager.reschedule(mover.token, target);
      return outcome.moved ? { result: "moved", text: "" } : { result: String(outcome.status), text: outcome.message };
    },
    offered: async (date) => {
      const response = await harness.request(`/api/appointments/availability?from=${date}&to=${date}`);
      const { days } = (await response.json()) as {
        days: Array<{ slots: Array<{ time: string; available: boolean }> }>;
      };
      return Object.fromEntries((days[0]?.slots ?? []).map((slot) => [slot.time, slot.available]));
    },
  };
}

describe("one host, no buffer", () => {
  const harness = useApiHarness({ env });

  test(
    "25 new bookings and 25 moves of the host's meetings aimed at one free hour at once: one wins, 49 × 409, every losing move's booking untouched, ten rounds",
    { timeout: 120_000 },
    async () => {
      const hostEmail = "asha.host@example.com";
      const hostId = await addHost(harness.database.db, hostEmail);
      const cookie = await signInAs(harness, hostEmail);
      const started = performance.now();
      const results = await raceForHostSlot(
        sidesOf(harness, () => cookie),
        {
          hostId,
          hostEmail,
          rounds: 10,
          movers: 25,
          newcomersHeadStartMs: 20,
          bufferMinutes: 0,
          tag: "one-slot",
        },
      );
      reportRounds("PGlite host race, one slot", results, performance.now() - started);
    },
  );
});

// With an hour kept free after each meeting, 10:00 and 11:00 clash for the one host although no
// unique index sees it: only the decisions taken one after another keep the second out.
describe("one host, an hour's buffer after each meeting", () => {
  const harness = useApiHarness({ env: { ...env, BOOKING_BUFFER_MINUTES: "60" } });

  test(
    "50 requests split over two adjacent free hours at once: only one of the two gets a meeting (the buffer makes them clash), ten rounds",
    { timeout: 120_000 },
    async () => {
      const hostEmail = "ravi.host@example.com";
      const hostId = await addHost(harness.database.db, hostEmail, "Ravi Iyer");
      const cookie = await signInAs(harness, hostEmail);
      const started = performance.now();
      const results = await raceForHostSlot(
        sidesOf(harness, () => cookie),
        {
          hostId,
          hostEmail,
          rounds: 10,
          movers: 25,
          newcomersHeadStartMs: 20,
          bufferMinutes: 60,
          tag: "adjacent",
        },
      );
      reportRounds("PGlite host race, adjacent slots with a buffer", results, performance.now() - started);
    },
  );
});
