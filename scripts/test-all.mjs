// `npm test`: type check, lint and format check, then every suite (unit + API, browser, PostgreSQL, reliability at CI sizes), then one
// closing line with the totals. A failing or skipped suite fails the run; on CI
// (CI=true or REQUIRE_POSTGRES=1) the PostgreSQL suite is required.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { summariseSuite } from "./lib/suite-report.mjs";

const requirePostgres = process.env.CI === "true" || process.env.REQUIRE_POSTGRES === "1";
const reportDir = mkdtempSync(path.join(tmpdir(), "test-reports-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function suite(label, config, env = {}) {
  const report = path.join(reportDir, `${label}.json`);
  const args = ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`];
  if (config) args.push("--config", config);
  const ok = run(label, "npx", args, {
    REQUIRE_POSTGRES: requirePostgres ? "1" : (process.env.REQUIRE_POSTGRES ?? ""),
    ...env,
  });
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

if (!run("type check", "npm", ["run", "typecheck", "--silent"])) problems.push("type check: failed");
if (!run("lint", "npm", ["run", "lint", "--silent"])) problems.push("lint: failed");
if (!run("format", "npm", ["run", "format:check", "--silent"])) problems.push("format: failed");
suite("unit-and-api");
suite("browser", "tests/e2e/vitest.config.ts");
suite("postgres", "tests/postgres/vitest.config.ts");
// The reliability cases at CI sizes, on the build the browser suite made; `npm run test:reliability`
// runs them at full size (README).
suite("reliability", "tests/reliability/vitest.config.ts", { RELIABILITY_SCALE: "ci", E2E_SKIP_BUILD: "1" });

console.log("");
for (const failure of failures) console.log(`FAILED TEST ${failure}`);
for (const problem of problems) console.log(`FAILED ${problem}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(problems.length === 0 ? 0 : 1);
