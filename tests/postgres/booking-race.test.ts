import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase, type DatabaseHandle } from "#server/db/client";
import { bookings } from "#server/db/schema";
import { startAppServer, type RunningServer } from "#tests/support/app-server";
import { raceForSlots } from "#tests/support/booking-race";
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
});
