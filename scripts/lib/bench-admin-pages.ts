// What the admin pages' benchmarks (bench:desk, bench:analytics) share: the production build, a
// signed-in staff member, and the server's own time per request from its request log.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { assertBuilt, buildDir, type RunningServer } from "#tests/support/app-server";

/** Builds the site when there is no build yet; exits when the build fails. */
export function ensureBuilt(): void {
  if (
    !existsSync(path.join(buildDir, "app-server.js")) &&
    spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status
  )
    process.exit(1);
  assertBuilt();
}

export function percentile(values: Array<number>, p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** The server's own time for each request to `target`'s path, read from its request log (`ms`). */
export function serverTimes(server: RunningServer, target: string): Array<number> {
  const url = new URL(target, "http://x");
  return server
    .output()
    .split("\n")
    .filter((line) => line.includes('"msg":"request"'))
    .map((line) => JSON.parse(line) as { path: string; ms: number })
    .filter((entry) => entry.path === url.pathname)
    .map((entry) => entry.ms);
}

/** Signs the staff member in through the sign-in form; answers the session cookie to send. */
export async function signIn(server: RunningServer, staff: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${server.url}/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: new URLSearchParams(staff).toString(),
    redirect: "manual",
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}
