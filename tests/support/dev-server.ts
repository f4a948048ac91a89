import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { projectRoot } from "./app-server";
import { freePort } from "./free-port";
import { newDataDir } from "./run-templates";

export type DevServer = { url: string; output: () => string; stop: () => Promise<void> };

/**
 * Starts `npm run dev` (server/dev.ts) on a free port with its own data folder (a copy of the run's
 * template when there is one); resolves once /readyz answers.
 */
export async function startDevServer(env: Record<string, string> = {}): Promise<DevServer> {
  const port = await freePort();
  const dataDir = newDataDir();
  const url = `http://127.0.0.1:${port}`;
  let log = "";
  const child = spawn(process.execPath, ["--import", "tsx", "server/dev.ts"], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited with ${child.exitCode}:\n${log}`);
    try {
      if ((await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5_000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`npm run dev did not become ready in 120 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, output: () => log, stop };
}
