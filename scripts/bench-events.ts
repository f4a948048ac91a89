// `npm run bench:events`: POST /api/events as the site's tracker sends it (JSON as text/plain, a
// Chrome browser, many visitors' addresses through X-Forwarded-For, a third of them with the
// cookies of a browser that accepted all, the others with their page's random id, and one in twelve
// a consent that moves a page's earlier events to a visitor id) at a steady rate, open loop and evenly paced: 500 events
// a second on PGlite, 2,000 on PostgreSQL (a throwaway cluster; skipped with a notice where
// PostgreSQL is not installed), each for 10 s after a 2 s warm-up, against the production build.
// Prints the client's latency percentiles, statuses and errors, then, once the server's batches
// have been written, how many events the database holds: every event sent must be there (a consent
// is not stored). Exits 1 over the budgets: p99 under 20 ms, no error, every event answered 202 and
// stored. RATE_PGLITE,
// RATE_POSTGRES and BENCH_SECONDS change the load.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { sql } from "drizzle-orm";
import { openDatabase, rowsOf, type DatabaseHandle } from "#server/db/client";
import { classifiedTouches, formEndpoints, formsOn, pageWeights } from "#app/modules/analytics/server";
import { assertBuilt, buildDir, startAppServer, type RunningServer } from "#tests/support/app-server";
import { findPostgresBin, startPostgresCluster } from "#tests/support/postgres-cluster";
import { runPacedLoad, type LoadResult } from "./lib/bench-load";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmUpSeconds = 2;
const rates = { pglite: Number(process.env.RATE_PGLITE ?? 500), postgres: Number(process.env.RATE_POSTGRES ?? 2000) };
const budget = { p99Ms: 20 };
/** Longer than the event store's flush interval (1 s) and its last batch's write. */
const flushWaitMs = 3000;
const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

if (
  !existsSync(path.join(buildDir, "app-server.js")) &&
  spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status
)
  process.exit(1);
assertBuilt();

const pages = pageWeights.map(([page]) => page);
const touches = classifiedTouches.map(([touch]) => touch);

/** The landing address a touch's link would have: its tags and ad click id. */
function landingQuery(n: number): string {
  const { touch } = touches[n % touches.length] ?? {};
  if (!touch) return "";
  const query = new URLSearchParams();
  for (const [key, value] of [
    ["utm_source", touch.utmSource],
    ["utm_medium", touch.utmMedium],
    ["utm_campaign", touch.utmCampaign],
    ["utm_term", touch.utmTerm],
    ["utm_content", touch.utmContent],
    [touch.clickIdType ?? "", touch.clickIdType ? `bench${n}` : null],
  ] as const)
    if (value) query.set(key, value);
  return query.size ? `?${query}` : "";
}

/** The n-th request's id of a visitor (a cookie) or of a page (held in memory): twelve requests each. */
function idOf(n: number): string {
  return `00000000-0000-4000-8000-${Math.floor(n / 12)
    .toString(16)
    .padStart(12, "0")}`;
}

/** Consents sent so far: they move events and are not stored themselves. */
let consentsSent = 0;

/**
 * The n-th event: mostly page views, one in three a visit's first (from a referrer, with its
 * tags), the others reached from our own pages; one in twenty a form start on a form's page; one
 * in twelve a consent. The events without the visitor cookie carry their page's id.
 */
function eventBody(origin: string, n: number): Record<string, unknown> {
  const page = pages[n % pages.length] ?? "/";
  const width = [1920, 1440, 390, 412, 820][n % 5];
  const pageId = n % 3 === 0 ? {} : { page: idOf(n) };
  if (n % 12 === 6) {
    consentsSent += 1;
    return { type: "consent", url: origin + page, referrer: "", width, page: idOf(n) };
  }
  if (n % 20 === 0) {
    const [form] = formsOn(page)[0] ?? ["appointment"];
    return { type: "form_start", url: origin + page, referrer: "", form: formEndpoints[form], width, ...pageId };
  }
  if (n % 3 === 0) {
    const referrer = touches[n % touches.length]?.touch.referrerDomain;
    return {
      type: "pageview",
      url: origin + page + landingQuery(n),
      referrer: referrer ? `https://${referrer}/` : "",
      width,
    };
  }
  return { type: "pageview", url: origin + page, referrer: `${origin}/`, width, ...pageId };
}

/**
 * Each request from another address (the benchmarking range, 198.18.0.0/15), as many visitors
 * would be. One in three comes from a browser that accepted all cookies, four events per visitor
 * id; a consent among them moves a page's earlier events of the day to it.
 */
function trackerHeaders(origin: string, n: number): Record<string, string> {
  const visitorId = idOf(n);
  return {
    "content-type": "text/plain;charset=UTF-8",
    origin,
    "user-agent": chrome,
    "x-forwarded-for": `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`,
    ...(n % 3 === 0 ? { cookie: `cookie-consent=all; analytics-visitor=${visitorId}` } : {}),
  };
}

const accepted = (result: LoadResult) => result.statuses["202"] ?? 0;

async function load(server: RunningServer, rate: number, runSeconds: number): Promise<LoadResult> {
  return runPacedLoad({
    url: `${server.url}/api/events`,
    body: (n) => eventBody(server.url, n),
    headers: (n) => trackerHeaders(server.url, n),
    origin: server.url,
    pid: server.process.pid ?? 0,
    rate,
    seconds: runSeconds,
  });
}

/** Loads the server; answers the run's figures and how many requests were sent in all. */
async function measure(
  server: RunningServer,
  rate: number,
): Promise<{ run: LoadResult; sent: number; ok: number; consents: number }> {
  const consentsBefore = consentsSent;
  const warmUp = await load(server, rate, warmUpSeconds); // JIT, the salt, the connection pool
  const run = await load(server, rate, seconds);
  return {
    run,
    sent: warmUp.requests + warmUp.errors + run.requests + run.errors,
    ok: accepted(warmUp) + accepted(run),
    consents: consentsSent - consentsBefore,
  };
}

function report(
  engine: string,
  rate: number,
  result: { run: LoadResult; sent: number; ok: number; consents: number },
  stored: number,
) {
  const { run } = result;
  const expected = result.sent - result.consents;
  const within = run.p99 < budget.p99Ms && run.errors === 0 && result.ok === result.sent && stored === expected;
  console.log(
    `  ${seconds} s at ${rate}/s: ${run.requests} events at ${run.rps.toFixed(0)}/s; ` +
      `p50 ${run.p50} ms, p95 ${run.p95} ms, p99 ${run.p99} ms (budget ${budget.p99Ms}), max ${run.max} ms; ` +
      `statuses ${JSON.stringify(run.statuses)}, ${run.errors} errors; ` +
      `${run.serverCpuMsPerRequest.toFixed(2)} ms server CPU/event (main thread ${run.mainThreadCpuMsPerRequest.toFixed(2)}); load average ${run.loadAverage.toFixed(2)}`,
  );
  console.log(
    `  stored ${stored} of ${expected} events sent (${result.consents} consents besides; warm-up included, ${result.ok} accepted) after a ${flushWaitMs / 1000} s wait`,
  );
  console.log(`  ${engine}: ${within ? "within budget" : "OVER"}`);
  return within;
}

const env = {
  // Limits raised by configuration, as a load test from one machine needs.
  ANALYTICS_EVENTS_PER_MINUTE: "1000000",
  RATE_LIMIT_PER_MINUTE: "1000000",
  TRUST_PROXY: "true",
};
const countEvents = async (database: DatabaseHandle) =>
  Number(rowsOf<{ n: number }>(await database.db.execute(sql`select count(*) as n from analytics_events`))[0]?.n ?? 0);

let ok = true;
console.log(`PGlite (embedded), POST /api/events at ${rates.pglite}/s:`);
{
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-events-"));
  try {
    const server = await startAppServer({ dataDir, env });
    try {
      const result = await measure(server, rates.pglite);
      await new Promise((resolve) => setTimeout(resolve, flushWaitMs));
      // PGlite's folder has one owner at a time: counted once the server has stopped.
      await server.stop();
      const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
      const stored = await countEvents(database);
      await database.close();
      ok = report("PGlite", rates.pglite, result, stored) && ok;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (findPostgresBin()) {
  console.log(`PostgreSQL, POST /api/events at ${rates.postgres}/s:`);
  const cluster = await startPostgresCluster();
  try {
    const url = cluster.createDatabase("events");
    const server = await startAppServer({ env: { ...env, DATABASE_URL: url } });
    try {
      const result = await measure(server, rates.postgres);
      await new Promise((resolve) => setTimeout(resolve, flushWaitMs));
      const database = await openDatabase({ databaseUrl: url });
      const stored = await countEvents(database);
      await database.close();
      ok = report("PostgreSQL", rates.postgres, result, stored) && ok;
    } finally {
      await server.stop();
      server.cleanup();
    }
  } finally {
    cluster.stop();
  }
} else {
  console.log("PostgreSQL: not installed here (apt-get install -y postgresql), skipped.");
}
process.exit(ok ? 0 : 1);
