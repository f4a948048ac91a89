// `npm run bench:analytics`: the analytics reports on 2,000,000 demo events over 90 days (about
// 500,000 visitor keys) and 20,000 demo leads, on PGlite and on PostgreSQL (a throwaway cluster;
// skipped with a notice where PostgreSQL is not installed). Seeds the database, rolls the finished
// days up as the maintenance job does, starts the production build on it, signs in, then requests
// each page 60 times in a row and prints the server's time for it (p50 and p95 of the last 50, from
// the request log's `ms`). Exits 1 over the budget: each page's
// p95 under 300 ms; stops at the first page that does not answer 200. EVENTS=n and LEADS=n change
// the size.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { leadKinds, type LeadType } from "#app/lib/leads/lead-kinds";
import { openDatabase, rowsOf, type DatabaseHandle } from "#server/db/client";
import { seedDemoData } from "#app/modules/desk/server";
import { createStaffAccount } from "#app/modules/staff/server";
import { seedDemoEvents, sqlEventStore, rollUpAnalytics } from "#app/modules/analytics/server";
import { startAppServer, type RunningServer } from "#tests/support/app-server";
import { ensureBuilt, percentile, serverTimes, signIn } from "./lib/bench-admin-pages";
import { findPostgresBin, startPostgresCluster } from "#tests/support/postgres-cluster";

const eventCount = Number(process.env.EVENTS ?? 2_000_000);
const leadCount = Number(process.env.LEADS ?? 20_000);
const rounds = 60;
const counted = 50;
const timeZone = "Asia/Kolkata";
const retentionDays = 400;
const budget = { pageP95Ms: 300 };
const staff = { email: "bench@analytics.example", password: "Copper-orchard-42-lantern" };

/** What the pages' addresses need from the seeded data. */
type Sample = { leadPath: string };

/** The pages measured, in order; the first requests of each warm the caches. */
const pages = (sample: Sample): Array<{ name: string; path: string }> => [
  { name: "analytics, last 7 days", path: "/admin/analytics?range=7d" },
  { name: "analytics, last 30 days", path: "/admin/analytics?range=30d" },
  { name: "analytics, last 90 days", path: "/admin/analytics?range=90d" },
  { name: "campaigns, last 90 days", path: "/admin/analytics/campaigns?range=90d" },
  { name: "a lead's page, with its attribution", path: sample.leadPath },
];

ensureBuilt();

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(0);

/** Seeds leads, then events (which attribute the leads sent while they ran), then rolls up. */
async function seed(database: DatabaseHandle): Promise<Sample> {
  const now = new Date();
  let started = performance.now();
  const leads = await seedDemoData(database.db, { leads: leadCount, now, timeZone });
  await createStaffAccount(database.db, staff.email, staff.password);
  console.log(`  seeded ${leads.leads} leads in ${seconds(started)} s`);
  started = performance.now();
  const events = await seedDemoEvents(database.db, { events: eventCount, now, timeZone });
  console.log(
    `  seeded ${events.events} events of ${events.visitors} visitor keys, ${events.formStarts} form starts, ` +
      `${events.attributedLeads} leads attributed, in ${seconds(started)} s`,
  );
  started = performance.now();
  const store = sqlEventStore(database.db);
  const rolled = await rollUpAnalytics(database.db, store, now, timeZone, retentionDays);
  await store.close();
  await database.db.execute(sql`analyze`);
  console.log(`  rolled up ${rolled.days} days in ${seconds(started)} s`);
  const [lead] = rowsOf<{ id: string; type: LeadType }>(
    await database.db.execute(sql`
      select id, type from leads where attribution -> 'first' <> 'null'::jsonb order by created_at desc limit 1`),
  );
  if (!lead) throw new Error("no lead was attributed: the events and the leads do not overlap");
  return { leadPath: `/admin/leads/${leadKinds[lead.type].slug}/${lead.id}` };
}

class PageMissing extends Error {}

async function measure(engine: string, server: RunningServer, sample: Sample): Promise<boolean> {
  const cookie = await signIn(server, staff);
  // Every page answers before any is measured: a page not written yet stops the run at once.
  for (const page of pages(sample)) {
    const response = await fetch(server.url + page.path, { headers: { cookie }, redirect: "manual" });
    await response.arrayBuffer();
    if (response.status !== 200) throw new PageMissing(`${page.path} answered ${response.status}`);
  }
  let ok = true;
  for (const page of pages(sample)) {
    let bytes = 0;
    for (let i = 0; i < rounds; i++) {
      const response = await fetch(server.url + page.path, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`${page.path}: ${response.status}`);
      bytes = (await response.arrayBuffer()).byteLength;
    }
    // Pages sharing a path (the ranges) are measured one after the other: the last requests are this one's.
    const times = serverTimes(server, page.path).slice(-counted);
    const p95 = percentile(times, 95);
    const within = p95 < budget.pageP95Ms;
    ok &&= within;
    console.log(
      `  ${page.name} (${page.path}): p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms ` +
        `(budget ${budget.pageP95Ms}), HTML ${(bytes / 1024).toFixed(1)} KB${within ? "" : "  OVER"}`,
    );
  }
  console.log(`  ${engine}: ${ok ? "within budget" : "OVER BUDGET"}`);
  return ok;
}

const serverEnv = { LOG_LEVEL: "info", BOOKING_TIME_ZONE: timeZone, ANALYTICS_RETENTION_DAYS: String(retentionDays) };

async function run(): Promise<boolean> {
  let ok = true;
  console.log(`PGlite (embedded), ${eventCount} events, ${leadCount} leads:`);
  {
    const dataDir = mkdtempSync(path.join(tmpdir(), "bench-analytics-"));
    try {
      const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
      const sample = await seed(database);
      await database.close();
      const server = await startAppServer({ dataDir, env: serverEnv });
      try {
        ok = (await measure("PGlite", server, sample)) && ok;
      } finally {
        await server.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (!findPostgresBin()) {
    console.log("PostgreSQL: not installed here (apt-get install -y postgresql), skipped.");
    return ok;
  }
  console.log(`PostgreSQL, ${eventCount} events, ${leadCount} leads:`);
  const cluster = await startPostgresCluster();
  try {
    const url = cluster.createDatabase("analytics");
    const database = await openDatabase({ databaseUrl: url });
    try {
      const sample = await seed(database);
      const server = await startAppServer({ env: { ...serverEnv, DATABASE_URL: url } });
      try {
        ok = (await measure("PostgreSQL", server, sample)) && ok;
      } finally {
        await server.stop();
        server.cleanup();
      }
    } finally {
      await database.close();
    }
  } finally {
    cluster.stop();
  }
  return ok;
}

try {
  process.exit((await run()) ? 0 : 1);
} catch (error) {
  if (!(error instanceof PageMissing)) throw error;
  console.log(`  ${error.message}: the page is not there yet, nothing measured.`);
  process.exit(1);
}
