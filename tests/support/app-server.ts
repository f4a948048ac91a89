import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { freePort } from "./free-port";
import { newDataDir } from "./run-templates";
import { noPerPersonLimits } from "./test-config";

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  /** SIGTERM and wait for a clean exit. */
  stop: () => Promise<number | null>;
  /** SIGKILL, as a crash would. */
  kill: () => Promise<void>;
  /** Removes the data folder (after stop or kill). */
  cleanup: () => void;
};

export const projectRoot = path.resolve(import.meta.dirname, "../..");
/** The production build under test (BUILD_DIR, default ./build). */
export const buildDir = path.resolve(projectRoot, process.env.BUILD_DIR ?? "build");
/**
 * How long a starting server may take to answer /readyz. A start is quick on a quiet machine and
 * many times slower on a busy 2-core one running browser files, Chromium and a build
 * (docs/scaling.md#what-the-codes-choices-cost), so the wait is generous: a server that never comes up still fails the file, only later.
 */
const serverReadyTimeoutMs = 100_000;

export function assertBuilt(): void {
  if (!existsSync(path.join(buildDir, "app-server.js")) || !existsSync(path.join(buildDir, "server/index.js"))) {
    throw new Error("No production build: run `npm run build` first (npm test does it for you).");
  }
}

async function waitUntilReady(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    try {
      // One probe may not hang the wait: a server that accepted the connection but is still starting
      // answers the next probe.
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const load = loadavg()
    .map((figure) => figure.toFixed(1))
    .join(", ");
  throw new Error(`The server did not become ready in ${timeoutMs} ms (load average ${load}):\n${output()}`);
}

/**
 * Starts the production server on a free port with its own data folder: `dataDir` when given, else
 * a copy of the run's template, or an empty folder (a new install) with `emptyDataDir`.
 */
export async function startAppServer(
  options: { env?: Record<string, string>; dataDir?: string; emptyDataDir?: boolean; port?: number } = {},
): Promise<RunningServer> {
  assertBuilt();
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? newDataDir({ empty: options.emptyDataDir });
  const url = `http://127.0.0.1:${port}`;
  let log = "";
  const child = spawn(process.execPath, [path.join(buildDir, "app-server.js")], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "1000",
      ...noPerPersonLimits,
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  try {
    await waitUntilReady(url, child, output, serverReadyTimeoutMs);
  } catch (error) {
    if (child.exitCode === null) child.kill("SIGKILL");
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    port,
    dataDir,
    process: child,
    output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
    kill: async () => {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export type RunningWorker = { process: ChildProcess; output: () => string; stop: () => Promise<number | null> };

/** Starts `npm run worker` (the bundled build/worker.js): the jobs alone, for a scaled-out deployment. */
export function startWorker(env: Record<string, string>): RunningWorker {
  assertBuilt();
  let log = "";
  const child = spawn(process.execPath, [path.join(buildDir, "worker.js")], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    process: child,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}
