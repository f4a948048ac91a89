// `npm run bench:dev-loop`: how long `npm run dev` takes from a saved file to the change, over several
// rounds: a section component (the open page shows the new text without reloading, by hot module
// replacement) and a server route (the next request answers with the change). Prints medians; a
// script that measures, never a test. DEV_LOOP_ROUNDS (5).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { projectRoot } from "#tests/support/app-server";
import { launchBrowser } from "#tests/support/browser";
import { startDevServer } from "#tests/support/dev-server";

const rounds = Number(process.env.DEV_LOOP_ROUNDS ?? 5);
const component = {
  file: path.join(projectRoot, "app/modules/site/components/home/hero/hero-section.tsx"),
  from: "Empowering Workforce Flexibility",
};
const route = { file: path.join(projectRoot, "server/http/health-routes.ts"), from: `c.json({ status: "ok" })` };

function median(values: Array<number>): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Saves `file` with `from` replaced, runs `until` to the change, and restores the file whatever happens. */
async function timeEdit(file: string, from: string, to: string, until: () => Promise<void>): Promise<number> {
  const original = readFileSync(file, "utf8");
  try {
    const started = performance.now();
    writeFileSync(file, original.replace(from, to));
    await until();
    const elapsed = performance.now() - started;
    // A save that follows within a few milliseconds can reach the file watcher as the same change.
    await new Promise((resolve) => setTimeout(resolve, 500));
    return elapsed;
  } finally {
    writeFileSync(file, original);
  }
}

async function poll(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`no change after 30 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const server = await startDevServer();
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  const errors: Array<string> = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.goto(server.url + "/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The HMR client connects after hydration; a mark on window survives an update but not a reload.
  await page.waitForTimeout(1_000);
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  const componentMs: Array<number> = [];
  const routeMs: Array<number> = [];
  for (let round = 1; round <= rounds; round += 1) {
    const text = `${component.from} ${round}`;
    componentMs.push(
      await timeEdit(component.file, component.from, text, () =>
        poll(async () => (await page.locator("h1").textContent())?.includes(text) ?? false, "the hero heading"),
      ),
    );
    await poll(
      async () => (await page.locator("h1").textContent())?.trim() === component.from,
      `the heading back (it reads "${await page.locator("h1").textContent()}")`,
    );
    routeMs.push(
      await timeEdit(route.file, route.from, `c.json({ status: "ok", round: ${round} })`, () =>
        poll(
          async () => ((await (await fetch(`${server.url}/healthz`)).json()) as { round?: number }).round === round,
          "/healthz",
        ),
      ),
    );
  }
  const reloaded = !(await page.evaluate(() => "notReloaded" in window));
  console.log(`rounds: ${rounds}`);
  console.log(
    `section component saved → shown in the open page: median ${(median(componentMs) / 1000).toFixed(2)} s (${componentMs.map((ms) => (ms / 1000).toFixed(2)).join(", ")})`,
  );
  console.log(
    `server route saved → next request answers: median ${(median(routeMs) / 1000).toFixed(2)} s (${routeMs.map((ms) => (ms / 1000).toFixed(2)).join(", ")})`,
  );
  console.log(
    `page reloaded: ${reloaded ? "yes" : "no"}; console errors: ${errors.length ? errors.join(" | ") : "none"}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
