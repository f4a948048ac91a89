// `npm run bench:leads`: the lead endpoints under a steady 200 requests per second against the
// production build on its embedded defaults (PGlite, file mailbox), three runs in a row.
// Prints latency percentiles, statuses and the server's resident memory after each run, and
// exits 1 over the budgets (docs/architecture.md#budgets): p99 under 50 ms; resident memory
// under 400 MB and growing less than 50 MB across the three runs.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureProductionBuild, startServer } from "./lib/production-server.mjs";

const buildDir = ensureProductionBuild();

const rate = Number(process.env.RATE ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const runs = 3;
const budget = { p99Ms: 50, rssMb: 400, growthMb: 50 };

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-leads-data-"));
// One client sends every request, so the per-address limit is lifted for the benchmark.
const server = await startServer({ buildDir, dataDir, env: { RATE_LIMIT_PER_MINUTE: "1000000" } });

const forms = [
  [
    "/api/ai-interview",
    (n) => ({
      name: "Bench Visitor",
      email: `visitor${n}@bench.example`,
      phone: "+91 98765 43210",
      role: "ai-engineer",
      experience: "3-5",
      website: "",
    }),
  ],
  [
    "/api/gitex/submit",
    (n) => ({
      name: "Bench Visitor",
      email: `visitor${n}@bench.example`,
      phone: "",
      company: "Bench Systems",
      domain: "technology",
      website: "",
    }),
  ],
  [
    "/api/qa/submit",
    (n) => ({
      name: "Bench Visitor",
      email: `visitor${n}@bench.example`,
      question: `How do GCCs retain AI talent? (${n})`,
      website: "",
    }),
  ],
];
let sent = 0;

// node:http with keep-alive rather than fetch: the client shares the two cores with the
// server, and fetch spends several times more CPU per request.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function postJson(route, body) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      server.url + route,
      {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

async function post() {
  const n = sent++;
  const [route, body] = forms[n % forms.length];
  const started = performance.now();
  try {
    const status = await postJson(route, body(n));
    return { ms: performance.now() - started, status: String(status) };
  } catch (error) {
    return { ms: performance.now() - started, status: `error ${error.code ?? error.message}` };
  }
}

/** Open-loop load: requests leave on schedule whether or not earlier ones have answered. */
async function load(durationS) {
  const pending = [];
  const total = rate * durationS;
  const start = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(post());
  }
  return Promise.all(pending);
}

function residentMb() {
  const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
let failed = false;
const rss = [];
try {
  await load(2); // warm-up: JIT, connection pool, PGlite caches
  console.log(`warm-up done; server resident memory ${residentMb().toFixed(0)} MB`);
  for (let run = 1; run <= runs; run += 1) {
    const results = await load(seconds);
    const ms = results.map((r) => r.ms).sort((a, b) => a - b);
    const statuses = {};
    for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    rss.push(residentMb());
    const p99 = percentile(ms, 99);
    console.log(
      `run ${run}: ${results.length} requests at ${rate}/s; p50 ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms, ` +
        `p99 ${p99.toFixed(1)} ms, max ${ms.at(-1).toFixed(1)} ms; statuses ${JSON.stringify(statuses)}; resident ${rss.at(-1).toFixed(0)} MB`,
    );
    if (p99 >= budget.p99Ms || Object.keys(statuses).some((s) => s !== "201")) failed = true;
  }
} finally {
  agent.destroy();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
const growth = rss.at(-1) - rss[0];
console.log(
  `memory: at most ${Math.max(...rss).toFixed(0)} MB resident (budget ${budget.rssMb}); grew ${growth.toFixed(1)} MB from run 1 to run ${runs} (budget ${budget.growthMb})`,
);
if (Math.max(...rss) >= budget.rssMb || growth >= budget.growthMb) failed = true;
process.exit(failed ? 1 : 0);
