import { afterAll, beforeAll, describe, test } from "vitest";
import { openDatabase, type DatabaseHandle } from "#server/db/client";
import { startAppServer, type RunningServer } from "#tests/support/app-server";
import { appointmentBody } from "#tests/support/bookings";
import { ensureBuilt } from "#tests/support/ensure-build";
import { addHost, raceForHostSlot, reportRounds, type RaceSides } from "#tests/support/host-race";
import { postgresAvailable, usePostgresCluster } from "#tests/support/postgres";

// The races of app/modules/meetings/tests/host-booking-race.test.ts with real concurrency: two app processes on one
// PostgreSQL database, one host (docs/product.md#hosts), BOOKING_SLOT_CAPACITY 5 (the host decides,
// not the capacity). The requests of each round are split over both processes; the moves are the
// visitors' own, posted to their manage page as its form does.

function sidesOf(servers: Array<RunningServer>, database: DatabaseHandle): RaceSides {
  const post = (lane: number, path: string, type: string, body: string) => {
    const server = servers[lane % servers.length]!;
    return fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": type, origin: server.url, "x-forwarded-for": `198.51.100.${(lane % 250) + 1}` },
      body,
    });
  };
  return {
    db: database.db,
    book: async (lane, slot, email) => {
      const response = await post(
        lane,
        "/api/appointments/schedule",
        "application/json",
        JSON.stringify(appointmentBody(slot, { email })),
      );
      return { status: response.status, body: await response.json() };
    },
    move: async (lane, mover, slot) => {
      const response = await post(
        lane,
        `/appointments/${mover.token}`,
        "application/x-www-form-urlencoded",
        new URLSearchParams({ intent: "reschedule", slot: `${slot.date} ${slot.time}` }).toString(),
      );
      const text = await response.text();
      return { result: response.status === 302 ? "moved" : String(response.status), text };
    },
    offered: async (date) => {
      const response = await fetch(`${servers[0]!.url}/api/appointments/availability?from=${date}&to=${date}`);
      const { days } = (await response.json()) as {
        days: Array<{ slots: Array<{ time: string; available: boolean }> }>;
      };
      return Object.fromEntries((days[0]?.slots ?? []).map((slot) => [slot.time, slot.available]));
    },
  };
}

describe.runIf(postgresAvailable())("one host, two app processes on one PostgreSQL", () => {
  const pg = usePostgresCluster();

  /** Two app processes on a fresh database of the cluster, with `env`, for one describe's tests. */
  function useTwoServers(env: Record<string, string>) {
    const servers: Array<RunningServer> = [];
    const handle = {} as { database: DatabaseHandle };
    beforeAll(async () => {
      ensureBuilt();
      const url = pg.database();
      const all = { DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: "100000", BOOKING_SLOT_CAPACITY: "5", ...env };
      servers.push(await startAppServer({ env: all }));
      servers.push(await startAppServer({ env: all }));
      handle.database = await openDatabase({ databaseUrl: url });
    });
    afterAll(async () => {
      await handle.database?.close();
      for (const server of servers.splice(0)) {
        await server.stop();
        server.cleanup();
      }
    });
    return () => sidesOf(servers, handle.database);
  }

  describe("no buffer", () => {
    const sides = useTwoServers({});

    test("25 new bookings and 25 moves aimed at one of the host's free hours, over both processes: one wins, 49 × 409, every losing move's booking untouched, ten rounds", async () => {
      const hostEmail = "asha.host@example.com";
      const hostId = await addHost(sides().db, hostEmail);
      const started = performance.now();
      const results = await raceForHostSlot(sides(), {
        hostId,
        hostEmail,
        rounds: 10,
        movers: 25,
        newcomersHeadStartMs: 150,
        bufferMinutes: 0,
        tag: "pg-one-slot",
      });
      reportRounds("PostgreSQL (2 processes) host race, one slot", results, performance.now() - started);
    });
  });

  // 10:00 and 11:00 clash for the one host (an hour kept free after each meeting) although no
  // unique index sees it: without the booking lock both processes book one of them each.
  describe("an hour's buffer after each meeting", () => {
    const sides = useTwoServers({ BOOKING_BUFFER_MINUTES: "60" });

    test("50 requests split over two adjacent free hours of the host and both processes: only one of the two gets a meeting, ten rounds", async () => {
      const hostEmail = "ravi.host@example.com";
      const hostId = await addHost(sides().db, hostEmail, "Ravi Iyer");
      const started = performance.now();
      const results = await raceForHostSlot(sides(), {
        hostId,
        hostEmail,
        rounds: 10,
        movers: 25,
        newcomersHeadStartMs: 150,
        bufferMinutes: 60,
        tag: "pg-adjacent",
      });
      reportRounds(
        "PostgreSQL (2 processes) host race, adjacent slots with a buffer",
        results,
        performance.now() - started,
      );
    });
  });
});
