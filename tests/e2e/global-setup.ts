import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { assertBuilt, projectRoot, startAppServer } from "#tests/support/app-server";
import { chromePath } from "#tests/support/browser";

/**
 * Builds the production site once for every browser test (skip with E2E_SKIP_BUILD=1 when a build
 * is fresh), then makes the run's data template: the folder the built server's first start leaves,
 * which each test server starts from a copy of (tests/support/run-templates.ts).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  chromePath();
  if (process.env.E2E_SKIP_BUILD === "1") {
    assertBuilt();
  } else {
    const result = spawnSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit", env: process.env });
    if (result.status !== 0) throw new Error("The production build failed; see the output above.");
  }
  const firstStart = await startAppServer({ emptyDataDir: true });
  const exitCode = await firstStart.stop();
  if (exitCode !== 0) throw new Error(`The server's first start did not stop cleanly:\n${firstStart.output()}`);
  project.provide("dataTemplate", firstStart.dataDir);
  return () => rmSync(firstStart.dataDir, { recursive: true, force: true });
}
