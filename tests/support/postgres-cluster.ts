import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { chmodSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port";

export type PostgresCluster = {
  url: string;
  createDatabase: (name: string) => string;
  /** Stops the server and removes its files. */
  stop: () => void;
  /** Stops the server and keeps its files: `fast` as an operator would, `immediate` as a crash would. */
  halt: (mode: "fast" | "immediate") => void;
  /** Starts a halted server again on the same port. */
  resume: () => void;
};

/** The newest PostgreSQL server binaries on this machine, or null. */
export function findPostgresBin(): string | null {
  if (process.env.PG_BIN && existsSync(path.join(process.env.PG_BIN, "initdb"))) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : null;
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** Runs a server binary; as root it runs as the `postgres` user, since PostgreSQL refuses root. */
function runAsPostgres(bin: string, args: Array<string>): void {
  const command = isRoot ? "runuser" : bin;
  const fullArgs = isRoot ? ["-u", "postgres", "--", bin, ...args] : args;
  const result = spawnSync(command, fullArgs, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${path.basename(bin)} failed: ${result.stderr || result.stdout}`);
}

const initdbArgs = ["-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"];

/**
 * An initialised, never started data folder for these binaries, made once per machine and copied
 * for each cluster: initdb is most of a cluster's start, and every PostgreSQL file starts one.
 * Made aside and renamed into place, so a run that finds it finds it whole.
 */
function initialisedCluster(bin: string): string {
  const key = createHash("sha256")
    .update(`${bin} ${initdbArgs.join(" ")}`)
    .digest("hex")
    .slice(0, 12);
  const template = path.join(tmpdir(), `pg-initialised-${process.getuid?.() ?? 0}-${key}`);
  if (existsSync(path.join(template, "PG_VERSION"))) return template;
  const building = mkdtempSync(path.join(tmpdir(), "pg-initdb-"));
  chmodSync(building, 0o777);
  if (isRoot) execFileSync("chown", ["postgres", building]);
  runAsPostgres(path.join(bin, "initdb"), ["-D", path.join(building, "data"), ...initdbArgs]);
  try {
    renameSync(path.join(building, "data"), template);
  } catch (error) {
    // Another run put its own in place first: that one serves as well.
    if (!existsSync(path.join(template, "PG_VERSION"))) throw error;
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return template;
}

/** A throwaway cluster in a temp folder on a free port; `stop()` shuts it down and removes it. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  if (!bin) throw new Error("PostgreSQL server binaries not found (apt-get install -y postgresql, or set PG_BIN).");
  const dir = mkdtempSync(path.join(tmpdir(), "pg-cluster-"));
  chmodSync(dir, 0o777);
  if (isRoot) execFileSync("chown", ["postgres", dir]);
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  execFileSync("cp", ["-a", initialisedCluster(bin), dataDir]);
  const start = () =>
    runAsPostgres(path.join(bin, "pg_ctl"), [
      "-D",
      dataDir,
      "-l",
      path.join(dir, "server.log"),
      "-w",
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      "start",
    ]);
  start();
  const base = `postgres://postgres@127.0.0.1:${port}`;
  return {
    url: `${base}/postgres`,
    createDatabase: (name: string) => {
      runAsPostgres(path.join(bin, "createdb"), ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", name]);
      return `${base}/${name}`;
    },
    halt: (mode) => runAsPostgres(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", mode, "-w", "stop"]),
    resume: start,
    stop: () => {
      try {
        runAsPostgres(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
