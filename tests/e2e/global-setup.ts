import { spawnSync } from "node:child_process";
import { assertBuilt, projectRoot } from "#tests/support/app-server";
import { chromePath } from "#tests/support/browser";

/** Builds the production site once for every browser test (skip with E2E_SKIP_BUILD=1 when a build is fresh). */
export default function setup(): void {
  chromePath();
  if (process.env.E2E_SKIP_BUILD === "1") {
    assertBuilt();
    return;
  }
  const result = spawnSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit", env: process.env });
  if (result.status !== 0) throw new Error("The production build failed; see the output above.");
}
