// `npm run bench:leads`: the lead endpoints in turn under a steady 200 requests per second (open
// loop, evenly paced) against the production build on its embedded defaults (PGlite, file
// mailbox), or on PostgreSQL with DATABASE_URL; three runs in a row after a warm-up. Prints
// latency percentiles, statuses and the server's resident memory after each run, and exits 1 over
// the budgets (docs/architecture.md#budgets): p99 under 50 ms; resident memory under 400 MB and
// growing less than 50 MB across the three runs. `npm run bench` measures every endpoint alone.
import { existsSync } from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { assertBuilt, buildDir, startAppServer } from "#tests/support/app-server";
import { leadWriteEndpoints } from "#tests/support/lead-writes";
import { residentMb, runPacedLoad } from "./lib/bench-load";

const rate = Number(process.env.RATE ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const runs = 3;
const budget = { p99Ms: 50, rssMb: 400, growthMb: 50 };

if (
  !existsSync(path.join(buildDir, "app-server.js")) &&
  spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status
)
  process.exit(1);
assertBuilt();

const endpoints = await leadWriteEndpoints();
const server = await startAppServer({
  env: {
    // Rate limits raised by configuration, as a load test from one machine needs.
    RATE_LIMIT_PER_MINUTE: "1000000",
    TRUST_PROXY: "true",
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  },
});
const pid = server.process.pid ?? 0;
const load = (runSeconds: number) =>
  runPacedLoad({
    url: (n) => server.url + endpoints[n % endpoints.length]?.path,
    body: (n) => endpoints[n % endpoints.length]?.validBody(n) ?? {},
    origin: server.url,
    pid,
    rate,
    seconds: runSeconds,
  });

let failed = false;
const rss: Array<number> = [];
try {
  await load(2); // warm-up: JIT, connection pool, the database's caches
  console.log(
    `${endpoints.map((e) => e.path).join(", ")} in turn on ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}; ` +
      `warm-up done, server resident memory ${residentMb(pid).toFixed(0)} MB`,
  );
  for (let run = 1; run <= runs; run += 1) {
    const r = await load(seconds);
    rss.push(residentMb(pid));
    console.log(
      `run ${run}: ${r.requests} requests at ${r.rps.toFixed(0)}/s; p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms; ` +
        `statuses ${JSON.stringify(r.statuses)}, ${r.errors} errors; ${r.serverCpuMsPerRequest.toFixed(2)} ms server CPU/request; ` +
        `resident ${rss.at(-1)?.toFixed(0)} MB`,
    );
    if (r.p99 >= budget.p99Ms || r.errors > 0 || Object.keys(r.statuses).some((s) => s !== "201")) failed = true;
  }
} finally {
  await server.stop();
  server.cleanup();
}
const growth = (rss.at(-1) ?? 0) - (rss[0] ?? 0);
console.log(
  `memory: at most ${Math.max(...rss).toFixed(0)} MB resident (budget ${budget.rssMb}); ` +
    `grew ${growth.toFixed(1)} MB from run 1 to run ${runs} (budget ${budget.growthMb})`,
);
if (Math.max(...rss) >= budget.rssMb || growth >= budget.growthMb) failed = true;
process.exit(failed ? 1 : 0);
