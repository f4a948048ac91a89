import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { buildDir, projectRoot } from "./app-server";

/**
 * Process-level tests need the production build (BUILD_DIR, default ./build). When it is
 * missing they build it once, so `npm test` works on a fresh checkout.
 */
export function ensureBuilt(): void {
  if (existsSync(path.join(buildDir, "app-server.js")) && existsSync(path.join(buildDir, "server/index.js"))) return;
  console.log(`No production build in ${buildDir}: building it first.`);
  const result = spawnSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit", env: process.env });
  if (result.status !== 0) throw new Error("The production build failed; see the output above.");
}
