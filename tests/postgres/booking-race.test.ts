import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase, type DatabaseHandle } from "#server/db/client";
import { bookings } from "#server/db/schema";
import { startAppServer, type RunningServer } from "#tests/support/app-server";
import { raceForSlots } from "#tests/support/booking-race";
import { appointmentBody, futureSlots } from "#tests/support/bookings";
import { ensureBuilt } from "#tests/support/ensure-build";
import { postgresAvailable, usePostgresCluster } from "#tests/support/postgres";

describe.runIf(postgresAvailable())("two app processes on one PostgreSQL", () => {
  const pg = usePostgresCluster();
  const servers: Array<RunningServer> = [];
  let database: DatabaseHandle;
  beforeAll(async () => {
    ensureBuilt();
    const url = pg.database();
    const env = { DATABASE_URL: url, RATE_LIMIT_PER_MINUTE: "100000" };
    servers.push(await startAppServer({ env }));
    servers.push(await startAppServer({ env }));
    database = await openDatabase({ databaseUrl: url });
  });
  afterAll(async () => {
    await database?.close();
    for (const server of servers) {
      await server.stop();
      server.cleanup();
    }
  });

  test("50 simultaneous requests for one free slot, split over both processes: one 201 and 49 × 409, ten times", async () => {
    const results = await raceForSlots(
      async (i, body) => {
        const server = servers[i % servers.length];
        const response = await fetch(`${server.url}/api/appointments/schedule`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: server.url, "x-forwarded-for": `192.0.2.${i + 1}` },
          body: JSON.stringify(body),
        });
        await response.arrayBuffer();
        return response.status;
      },
      { rounds: 10, contenders: 50 },
    );
    console.log(
      "PostgreSQL (2 processes) booking race:",
      results.map((r) => `${r.slot} ${JSON.stringify(r.statuses)}`).join("; "),
    );
    for (const result of results) expect(result.statuses, result.slot).toEqual({ 201: 1, 409: 49 });
    expect(await database.db.select().from(bookings).where(eq(bookings.status, "confirmed"))).toHaveLength(10);
  });

  test("moves from the manage page and new bookings at one slot, over both processes: one winner, every loser untouched, ten times", async () => {
    const slots = futureSlots().slice(20);
    const post = (i: number, path: string, init: { type: string; body: string }) => {
      const server = servers[i % servers.length];
      return fetch(`${server.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": init.type, origin: server.url, "x-forwarded-for": `198.51.100.${(i % 250) + 1}` },
        body: init.body,
      });
    };
    for (let round = 0; round < 10; round++) {
      // Five bookings on slots of their own, then all of them and five newcomers go for one free slot.
      const goal = slots[round * 6];
      const movers = await Promise.all(
        slots.slice(round * 6 + 1, round * 6 + 6).map(async (slot, i) => {
          const response = await post(i, "/api/appointments/schedule", {
            type: "application/json",
            body: JSON.stringify(appointmentBody(slot, { email: `mover-${round}-${i}@example.com` })),
          });
          expect(response.status).toBe(201);
          const reply = (await response.json()) as { id: string; manageUrl: string; startUtc: string };
          return { ...reply, token: reply.manageUrl.split("/").pop() ?? "" };
        }),
      );
      if (!goal) throw new Error("not enough future slots");
      const statuses = await Promise.all([
        ...movers.map(async (mover, i) => {
          const response = await post(i, `/appointments/${mover.token}`, {
            type: "application/x-www-form-urlencoded",
            body: new URLSearchParams({ intent: "reschedule", slot: `${goal.date} ${goal.time}` }).toString(),
          });
          await response.arrayBuffer();
          return response.status === 302 ? "moved" : String(response.status);
        }),
        ...Array.from({ length: 5 }, async (_, i) => {
          const response = await post(i + 1, "/api/appointments/schedule", {
            type: "application/json",
            body: JSON.stringify(appointmentBody(goal, { email: `newcomer-${round}-${i}@example.com` })),
          });
          await response.arrayBuffer();
          return String(response.status);
        }),
      ]);
      const tally: Record<string, number> = {};
      for (const status of statuses) tally[status] = (tally[status] ?? 0) + 1;
      const winners = (tally.moved ?? 0) + (tally["201"] ?? 0);
      expect(winners, `round ${round + 1}: ${JSON.stringify(tally)}`).toBe(1);
      expect(tally["409"]).toBe(9);
      const rows = await database.db
        .select()
        .from(bookings)
        .where(
          inArray(
            bookings.id,
            movers.map((mover) => mover.id),
          ),
        );
      for (const row of rows.filter((r) => r.slotStart.getTime() !== goal.startUtc.getTime())) {
        expect(row.slotStart.toISOString()).toBe(movers.find((mover) => mover.id === row.id)?.startUtc);
        expect(row.sequence).toBe(0);
      }
    }
  });
});
