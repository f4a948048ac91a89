import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "#server/db/client";
import { leads } from "#server/db/schema";
import { startAppServer, type RunningServer } from "#tests/support/app-server";
import { writeLeads } from "#tests/support/lead-writes";
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from "#tests/support/postgres-cluster";
import { postgresAvailable } from "#tests/support/postgres";
import { scaled } from "#tests/support/reliability-scale";

const rounds = scaled(10, 2);
const writes = scaled(2_000, 400);
const concurrency = 20;
const env = { RATE_LIMIT_PER_MINUTE: "1000000", TRUST_PROXY: "true" };

/** Where in the round the plug is pulled: somewhere in the middle 80 % of the writes, differently each round. */
function killAfter(round: number): number {
  return Math.floor(writes * (0.1 + 0.8 * (((round * 7919) % 100) / 100)));
}

type Round = { acknowledged: Array<string>; failed: number; killedAt: number };

/** One round: writes at full speed, SIGKILL (and `crashDatabase`) once `killAfter` leads were acknowledged. */
async function crashRound(server: RunningServer, round: number, crashDatabase?: () => void): Promise<Round> {
  const target = killAfter(round);
  let killing: Promise<void> | null = null;
  const outcome = await writeLeads({
    urls: [server.url],
    total: writes,
    concurrency,
    label: `round ${round}`,
    stopped: () => killing !== null,
    onAck: (n) => {
      if (n >= target && !killing) {
        killing = server.kill().then(() => crashDatabase?.());
      }
    },
  });
  await (killing ?? server.kill());
  return { ...outcome, killedAt: target };
}

async function missingLeads(open: () => ReturnType<typeof openDatabase>, ids: Array<string>): Promise<Array<string>> {
  const database = await open();
  try {
    const found = new Set<string>();
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await database.db
        .select({ id: leads.id })
        .from(leads)
        .where(inArray(leads.id, ids.slice(i, i + 500)));
      for (const row of rows) found.add(row.id);
    }
    return ids.filter((id) => !found.has(id));
  } finally {
    await database.close();
  }
}

test(`PGlite: SIGKILL during ${writes} lead writes at concurrency ${concurrency}, ${rounds} rounds: every 201 survives, the database opens cleanly`, async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "crash-pglite-"));
  const all: Array<string> = [];
  try {
    for (let round = 1; round <= rounds; round += 1) {
      const server = await startAppServer({ dataDir, env });
      const result = await crashRound(server, round);
      all.push(...result.acknowledged);
      console.log(
        `PGlite round ${round}: killed after ${result.killedAt} acknowledgements; ${result.acknowledged.length} acknowledged, ${result.failed} in flight and cut off`,
      );
      // Opening again is the recovery: the server must come up (WAL replay) and answer ready.
      const restarted = await startAppServer({ dataDir, env });
      expect((await fetch(`${restarted.url}/readyz`)).status).toBe(200);
      expect(await restarted.stop()).toBe(0);
      expect(
        await missingLeads(() => openDatabase({ pgliteDir: path.join(dataDir, "db") }), result.acknowledged),
      ).toEqual([]);
    }
    expect(await missingLeads(() => openDatabase({ pgliteDir: path.join(dataDir, "db") }), all)).toEqual([]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

describe.runIf(postgresAvailable())("PostgreSQL", () => {
  let cluster: PostgresCluster;
  beforeAll(async () => {
    if (findPostgresBin()) cluster = await startPostgresCluster();
  });
  afterAll(() => cluster?.stop());

  test(`SIGKILL of the app (and an immediate stop of PostgreSQL every other round) during ${writes} lead writes, ${rounds} rounds: every 201 survives`, async () => {
    const url = cluster.createDatabase("crash_rounds");
    const all: Array<string> = [];
    for (let round = 1; round <= rounds; round += 1) {
      const server = await startAppServer({ env: { ...env, DATABASE_URL: url } });
      const crashDatabase = round % 2 === 0 ? () => cluster.halt("immediate") : undefined;
      const result = await crashRound(server, round, crashDatabase);
      server.cleanup();
      all.push(...result.acknowledged);
      if (crashDatabase) cluster.resume();
      console.log(
        `PostgreSQL round ${round}${crashDatabase ? " (database crashed too)" : ""}: killed after ${result.killedAt}; ${result.acknowledged.length} acknowledged, ${result.failed} in flight and cut off`,
      );
      const restarted = await startAppServer({ env: { ...env, DATABASE_URL: url } });
      expect((await fetch(`${restarted.url}/readyz`)).status).toBe(200);
      expect(await restarted.stop()).toBe(0);
      restarted.cleanup();
      expect(await missingLeads(() => openDatabase({ databaseUrl: url }), result.acknowledged)).toEqual([]);
    }
    expect(await missingLeads(() => openDatabase({ databaseUrl: url }), all)).toEqual([]);
  });
});
