// `npm run bench:start-up [route ...]`: the main-thread work a slow phone does while a page starts,
// measured rather than simulated. Each visit opens the route in headless Chromium at 412×823 with
// the CPU slowed 4x through DevTools (the slowdown Lighthouse's mobile preset assumes), records the
// renderer's trace for 5 s, and prints the first contentful paint, the tasks of 50 ms or more after
// it and their blocking time (the part of each beyond 50 ms, as total blocking time counts it).
// Lighthouse estimates the same figure from an unthrottled trace that ends about a second after the
// page goes quiet, so work that comes later (drawing, islands) shows here and not there. Prints
// figures and judges nothing (docs/scaling.md#start-up-work-on-a-slow-phone).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { chromiumPath, ensureProductionBuild, startServer } from "./lib/production-server.mjs";

const chromePath = chromiumPath();
const buildDir = ensureProductionBuild();
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/gitex", "/blog"];
const runs = Number(process.env.RUNS ?? 5);
const longTaskMs = 50;

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-start-up-data-"));
const server = await startServer({ buildDir, dataDir });
const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox", "--disable-gpu"] });

/** One first visit: the paint, then every task of the page's main thread over 50 ms after it. */
async function visit(route) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
  await page.goto(`${server.url}${route}`, { waitUntil: "load" });
  await page.waitForTimeout(5000);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  // The page's own renderer: the one that parsed the route's HTML (the blank tab's is another).
  const parsing = traceEvents.find(
    (event) => event.name === "ParseHTML" && event.args?.beginData?.url === `${server.url}${route}`,
  );
  const paint = traceEvents.find((event) => event.name === "firstContentfulPaint" && event.pid === parsing?.pid);
  if (!paint || !parsing) throw new Error(`${route}: no first paint in the trace`);
  const start = traceEvents.find(
    (event) => event.name === "navigationStart" && event.args?.data?.documentLoaderURL === `${server.url}${route}`,
  );
  const long = traceEvents
    .filter((event) => event.name === "RunTask" && event.pid === parsing.pid && event.tid === parsing.tid)
    .filter((task) => task.ts + task.dur > paint.ts && task.dur / 1000 >= longTaskMs)
    // A task running when the paint happens counts from the paint on, as total blocking time does.
    .map((task) => Math.min(task.dur, task.ts + task.dur - paint.ts) / 1000);
  return {
    paintMs: (paint.ts - (start?.ts ?? parsing.ts)) / 1000,
    longTasks: long.length,
    blockingMs: long.reduce((sum, ms) => sum + Math.max(0, ms - longTaskMs), 0),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

try {
  for (const route of routes) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await visit(route));
    const perRun = results.map((r) => `${Math.round(r.blockingMs)} ms/${r.longTasks}`).join(", ");
    console.log(
      `${route}: blocking time after the first paint at 4x CPU, median ${Math.round(median(results.map((r) => r.blockingMs)))} ms ` +
        `(runs: ${perRun} blocking/long tasks; first paint median ${Math.round(median(results.map((r) => r.paintMs)))} ms)`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
