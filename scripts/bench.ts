// `npm run bench`: every public POST endpoint of the production build under autocannon, beside a bare
// @hono/node-server JSON echo measured in the same run (the ratio is the figure that matters on a
// shared machine), on PGlite and on PostgreSQL; then an evenly paced open-loop run of the storing endpoints
// against the performance budget (docs/product.md#performance-budgets) (p99 under 50 ms at 200/s), first-load JS per public route, the
// content-suggestion p99 (`bench:content`) and, with BENCH_LIGHTHOUSE=1, Lighthouse per route.
// Rate limits are raised by configuration (never by code) and each request comes from another
// X-Forwarded-For address, as many visitors would. A script that prints figures, never a test.
//
// BENCH_SECONDS (20) and BENCH_CONNECTIONS (50) per endpoint; BENCH_RATE (200) for BENCH_RATE_SECONDS (10);
// BENCH_DATABASES (pglite,postgres); BENCH_ENDPOINTS (all, or a comma list of paths);
// BENCH_CONTENT=0 skips bench:content; BENCH_LIGHTHOUSE=1 runs Lighthouse (minutes, and needs a quiet machine).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { buildDir, assertBuilt } from "#tests/support/app-server";
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from "#tests/support/postgres-cluster";
import { isStoringEndpoint, publicPostEndpoints } from "#tests/support/public-endpoints";
import { firstLoadJsBytes } from "./first-load-js.mjs";
import { benchEndpointsOn, type EndpointFigures } from "./lib/bench-endpoints";
import { runLoad, type LoadResult } from "./lib/bench-load";

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rate = Number(process.env.BENCH_RATE ?? 200);
const rateSeconds = Number(process.env.BENCH_RATE_SECONDS ?? 10);
const databases = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",").filter(Boolean);
const chosen = process.env.BENCH_ENDPOINTS?.split(",").filter(Boolean);
const target = { p99Ms: 50, shareOfEcho: 1 / 3 };

const load = () => (loadavg()[0] ?? 0).toFixed(2);
console.log(
  `bench: ${connections} connections × ${seconds} s per endpoint, then ${rate}/s for ${rateSeconds} s; ` +
    `${availableParallelism()} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")} at start`,
);

// Built when missing (as npm start does); after changing the code, `npm run build` first.
if (
  !existsSync(path.join(buildDir, "app-server.js")) &&
  spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status
)
  process.exit(1);
assertBuilt();

const endpoints = (await publicPostEndpoints()).filter((e) => !chosen || chosen.includes(e.path));

/** The bare echo: same client, same bodies, same connections, in its own process. */
async function benchEcho(): Promise<LoadResult> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "lib/echo-server.mjs")], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve) =>
    child.stdout.once("data", (chunk: Buffer) => resolve((JSON.parse(chunk.toString()) as { port: number }).port)),
  );
  const url = `http://127.0.0.1:${port}`;
  const sample = endpoints.find((e) => e.path === "/api/ai-interview") ?? endpoints[0];
  try {
    return await runLoad({
      url: `${url}/echo`,
      origin: url,
      pid: child.pid ?? 0,
      body: (n) => sample?.validBody(n) ?? {},
      connections,
      seconds,
    });
  } finally {
    child.kill("SIGTERM");
  }
}

const echo = await benchEcho();
console.log(
  `\nbare @hono/node-server JSON echo: ${echo.rps.toFixed(0)} requests/s, p50 ${echo.p50} ms, p99 ${echo.p99} ms, ` +
    `${echo.errors} errors, ${echo.serverCpuMsPerRequest.toFixed(3)} ms server CPU per request (load average ${echo.loadAverage.toFixed(2)})`,
);

const results: Array<{ database: string; figures: Array<EndpointFigures> }> = [];
for (const database of databases) {
  let cluster: PostgresCluster | null = null;
  if (database === "postgres") {
    if (!findPostgresBin()) {
      console.log("\nPostgreSQL: no server binaries on this machine (apt-get install postgresql, or PG_BIN); skipped");
      continue;
    }
    cluster = await startPostgresCluster();
  }
  try {
    const databaseUrl = cluster ? cluster.createDatabase(`bench_${process.pid}`) : undefined;
    console.log(`\n== ${database} (load average ${load()}) ==`);
    const figures = await benchEndpointsOn({
      databaseUrl,
      endpoints,
      connections,
      seconds,
      rate,
      rateSeconds,
      rateEndpoint: (p) => isStoringEndpoint(p),
      echoRps: echo.rps,
    });
    results.push({ database, figures });
  } finally {
    cluster?.stop();
  }
}

console.log(
  `\n## Endpoints (${connections} connections × ${seconds} s; bare echo ${echo.rps.toFixed(0)} requests/s)\n`,
);
console.log(
  "| database | endpoint | requests/s | share of echo | p50 ms | p99 ms | errors | statuses | server CPU ms/request (main thread) | load avg |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|");
for (const { database, figures } of results)
  for (const f of figures)
    console.log(
      `| ${database} | ${f.path} | ${f.open.rps.toFixed(0)} | ${((100 * f.open.rps) / echo.rps).toFixed(1)}% | ${f.open.p50} | ${f.open.p99} | ` +
        `${f.open.errors} | ${JSON.stringify(f.open.statuses)} | ${f.open.serverCpuMsPerRequest.toFixed(2)} (${f.open.mainThreadCpuMsPerRequest.toFixed(2)}) | ${f.open.loadAverage.toFixed(2)} |`,
    );
console.log(`\n## At ${rate} requests/s for ${rateSeconds} s (target: p99 under ${target.p99Ms} ms)\n`);
console.log("| database | endpoint | requests/s | p50 ms | p99 ms | max ms | errors | statuses | target | load avg |");
console.log("|---|---|---|---|---|---|---|---|---|---|");
for (const { database, figures } of results)
  for (const f of figures) {
    if (!f.fixed) continue;
    const met = f.fixed.p99 < target.p99Ms && f.fixed.errors === 0 && f.fixed.rps >= rate * 0.95;
    console.log(
      `| ${database} | ${f.path} | ${f.fixed.rps.toFixed(0)} | ${f.fixed.p50} | ${f.fixed.p99} | ${f.fixed.max} | ${f.fixed.errors} | ` +
        `${JSON.stringify(f.fixed.statuses)} | ${met ? "met" : "missed"} | ${f.fixed.loadAverage.toFixed(2)} |`,
    );
  }
for (const { database, figures } of results) {
  const rss = figures.map((f) => f.residentMb);
  console.log(
    `\n${database}: server resident memory after each endpoint ${rss.map((m) => m.toFixed(0)).join(", ")} MB`,
  );
}

console.log("\n## First-load JavaScript per public route (gzip)\n");
const clientDir = path.join(buildDir, "client");
const sitemap = readFileSync(path.join(clientDir, "sitemap.xml"), "utf8");
for (const match of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
  const route = new URL(match[1] ?? "/").pathname;
  console.log(`${route}: ${(firstLoadJsBytes(clientDir, route) / 1024).toFixed(1)} KB`);
}

if (process.env.BENCH_CONTENT !== "0") {
  console.log(`\n## Content suggestions (npm run bench:content; load average ${load()})\n`);
  spawnSync(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "bench-content.ts")], {
    stdio: "inherit",
  });
}

if (process.env.BENCH_LIGHTHOUSE === "1") {
  console.log(`\n## Lighthouse (npm run check:lighthouse; load average ${load()})\n`);
  spawnSync(process.execPath, [path.join(import.meta.dirname, "check-lighthouse.mjs")], {
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir },
  });
} else {
  console.log("\nLighthouse skipped (BENCH_LIGHTHOUSE=1 runs it: minutes of Chromium, on a quiet machine only)");
}
console.log(`\nload average at the end: ${load()}`);
