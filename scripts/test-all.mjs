// `npm test`: type check, lint, format check and one production build side by side, then every suite
// (unit + API, components in Chromium, browser, PostgreSQL, reliability at CI sizes) on that build, then one closing line with
// the totals and the minutes each part took. A failing or skipped suite fails the run; on CI
// (CI=true or REQUIRE_POSTGRES=1) the PostgreSQL suite is required.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { summariseSuite } from "./lib/suite-report.mjs";

const requirePostgres = process.env.CI === "true" || process.env.REQUIRE_POSTGRES === "1";
const reportDir = mkdtempSync(path.join(tmpdir(), "test-reports-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
const failures = [];

const timings = [];
const runStarted = performance.now();

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  timings.push([label, performance.now() - started]);
  return result.status === 0;
}

/**
 * Commands that share no state run side by side; each one's output is printed whole when it ends,
 * so the log reads as if they ran one after another. Answers each command's success by label.
 */
async function runSideBySide(commands) {
  const started = performance.now();
  const results = await Promise.all(
    commands.map(
      ([label, command, args, env = {}]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { env: { ...process.env, ...env } });
          let output = "";
          child.stdout.on("data", (chunk) => (output += chunk));
          child.stderr.on("data", (chunk) => (output += chunk));
          child.on("close", (code) => {
            console.log(`\n=== ${label} ===\n${output.trimEnd()}`);
            resolve([label, code === 0]);
          });
        }),
    ),
  );
  timings.push([commands.map(([label]) => label).join(" + "), performance.now() - started]);
  return new Map(results);
}

/** A suite's command: Vitest with its config, writing a JSON report the totals are read from. */
function suiteCommand(label, config, env = {}) {
  const args = ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${reportOf(label)}`];
  if (config) args.push("--config", config);
  const suiteEnv = { REQUIRE_POSTGRES: requirePostgres ? "1" : (process.env.REQUIRE_POSTGRES ?? ""), ...env };
  return [label, "npx", args, suiteEnv];
}

function reportOf(label) {
  return path.join(reportDir, `${label}.json`);
}

/** Adds a finished suite's report to the totals and names what failed. */
function countSuite(label, ok) {
  const report = reportOf(label);
  if (!existsSync(report)) {
    problems.push(`${label}: no test report (the suite did not run)`);
    return;
  }
  const r = JSON.parse(readFileSync(report, "utf8"));
  // A file that could not start counts its tests as failed (scripts/lib/suite-report.mjs); each
  // failure is named with the first lines of its error, so the closing lines of a CI log say what broke.
  const summary = summariseSuite(r, process.cwd());
  totals.passed += summary.passed;
  totals.failed += summary.failed;
  totals.skipped += summary.skipped;
  for (const failure of summary.failures) failures.push(`${label} › ${failure}`);
  if (!ok || summary.failed > 0 || r.numFailedTestSuites > 0) problems.push(`${label}: failed`);
  if (r.numTotalTests === 0) problems.push(`${label}: ran no test`);
  if (summary.skipped > 0 && requirePostgres) problems.push(`${label}: ${summary.skipped} skipped`);
}

function suite(label, config, env = {}) {
  const [, command, args, suiteEnv] = suiteCommand(label, config, env);
  countSuite(label, run(label, command, args, suiteEnv));
}

/** Suites that run side by side, each counted when all have ended. */
async function suitesSideBySide(suites) {
  const results = await runSideBySide(suites.map(([label, config, env]) => suiteCommand(label, config, env)));
  for (const [label, ok] of results) countSuite(label, ok);
}

// The static checks read the sources and the production build writes build/, which they ignore
// (the build generates no route types: only the dev server does): so all four side by side, the
// cores shared by all four instead of the build waiting for the slowest check.
const prepared = await runSideBySide([
  ["type check", "npm", ["run", "typecheck", "--silent"]],
  ["lint", "npm", ["run", "lint", "--silent"]],
  ["format", "npm", ["run", "format:check", "--silent"]],
  // One build of the code under test, used by every suite that starts the production server (a
  // build left from earlier work would otherwise be tested as it was).
  ["build", "npm", ["run", "build", "--silent"]],
]);
for (const [label, ok] of prepared) if (!ok && label !== "build") problems.push(`${label}: failed`);
if (prepared.get("build")) {
  const onThisBuild = { E2E_SKIP_BUILD: "1" };
  suite("unit-and-api", undefined, onThisBuild);
  suite("components", "tests/components/vitest.config.ts");
  suite("browser", "tests/e2e/vitest.config.ts", onThisBuild);
  // Both run their files one at a time and wait on processes, clusters and timers much of the time
  // (docs/scaling.md#the-full-test-run), so side by side they share the two cores.
  await suitesSideBySide([
    ["postgres", "tests/postgres/vitest.config.ts", onThisBuild],
    // The reliability cases at CI sizes; `npm run test:reliability` runs them at full size (README).
    ["reliability", "tests/reliability/vitest.config.ts", { RELIABILITY_SCALE: "ci", ...onThisBuild }],
  ]);
} else {
  problems.push("build: failed (no suite ran)");
}

console.log("");
for (const failure of failures) console.log(`FAILED TEST ${failure}`);
for (const problem of problems) console.log(`FAILED ${problem}`);
const minutes = (performance.now() - runStarted) / 60_000;
console.log(
  `time: ${minutes.toFixed(1)} min (${timings.map(([label, ms]) => `${label} ${(ms / 1000).toFixed(0)} s`).join(", ")})`,
);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(problems.length === 0 ? 0 : 1);
