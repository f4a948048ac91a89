import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startAppServer } from "#tests/support/app-server";
import buildAndTemplate from "./global-setup";

declare module "vitest" {
  // Vitest declares what global setups provide as an interface; only an interface can add to it.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ProvidedContext {
    /** The browser suite's shared production server (default settings), for `useSite()`. */
    sharedServer?: { url: string; port: number; dataDir: string };
  }
}

/** The shared server's settings: the defaults, but for the content calls' rate limit (see below). */
const sharedServerEnv = { CONTENT_RATE_LIMIT_PER_MINUTE: "10000" };

/**
 * The browser suite's global setup: the build and the data template (./global-setup.ts), then one
 * production server with the default settings (but for `sharedServerEnv`) on a copy of the template, which every file that asks
 * for no settings of its own shares (`useSite()`, tests/support/site.ts). Stopped when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const removeTemplate = await buildAndTemplate(project);
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-data-shared-"));
  cpSync(project.getProvidedContext().dataTemplate!, dataDir, { recursive: true });
  // Every file's visitors come from the one loopback address, so together they would spend the
  // content calls' per-client budget within a minute; the limit itself is the API suite's to prove.
  const server = await startAppServer({ dataDir, env: sharedServerEnv });
  project.provide("sharedServer", { url: server.url, port: server.port, dataDir });
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    removeTemplate();
  };
}
