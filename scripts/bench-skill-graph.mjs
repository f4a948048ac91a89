// `npm run bench:skill-graph`: frames per second of the skill graph while its physics settles,
// in headless Chromium against the production build, measured with requestAnimationFrame
// timestamps. Prints one line per sample and exits 1 when the median is under 50 fps (the budget in
// docs/architecture.md#budgets: budgets are checked by scripts that print figures, not by timed tests).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { chromiumPath, ensureProductionBuild, startServer } from "./lib/production-server.mjs";

const chromePath = chromiumPath();
const buildDir = ensureProductionBuild();

const minimumFps = 50;
const samples = Number(process.env.SAMPLES ?? 3);

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-graph-data-"));
const server = await startServer({ buildDir, dataDir });
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ["--no-sandbox", "--disable-dev-shm-usage"],
});

/** One visit: scroll to the graph, then count frames for up to 2 s while it is still settling. */
async function sample() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "essential"));
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.locator("#skill-network").scrollIntoViewIfNeeded();
  await page.locator('#skill-network canvas[data-state="running"]').waitFor();
  const result = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const canvas = document.querySelector("#skill-network canvas");
        const stamps = [];
        function tick(now) {
          stamps.push(now);
          const elapsed = now - stamps[0];
          if (elapsed < 2000 && canvas?.dataset.state === "running") requestAnimationFrame(tick);
          else resolve({ frames: stamps.length - 1, ms: elapsed });
        }
        requestAnimationFrame(tick);
      }),
  );
  await context.close();
  return result;
}

const rates = [];
try {
  for (let i = 1; i <= samples; i += 1) {
    const { frames, ms } = await sample();
    const fps = (frames / ms) * 1000;
    rates.push(fps);
    console.log(`sample ${i}: ${fps.toFixed(1)} fps (${frames} frames in ${Math.round(ms)} ms while settling)`);
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
const median = [...rates].sort((a, b) => a - b)[Math.floor(rates.length / 2)];
console.log(`skill graph: median ${median.toFixed(1)} fps while settling (budget: at least ${minimumFps})`);
process.exit(median >= minimumFps ? 0 : 1);
