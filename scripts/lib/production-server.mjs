// Starts the built server as a child process on a free port for the check scripts.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import path from "node:path";

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startServer({ buildDir, dataDir, env = {} }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(buildDir, "app-server.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not yet listening
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Debian's Chromium (or CHROME_PATH); exits with a clear message when it is not installed. */
export function chromiumPath() {
  const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chromePath)) {
    console.error(`Chromium not found at ${chromePath}: install Debian's chromium or set CHROME_PATH.`);
    process.exit(2);
  }
  return chromePath;
}

/** The production build folder (BUILD_DIR, else ./build), built first when it is missing. */
export function ensureProductionBuild() {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  if (!existsSync(path.join(buildDir, "app-server.js"))) {
    const built = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  return buildDir;
}
