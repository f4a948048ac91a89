import { readFileSync, rmSync, writeFileSync } from "node:fs";

/**
 * The single-process guard of the embedded database: a lock file beside its folder naming the
 * process that has it open. A process id alone is not enough, since ids are reused: a lock left by
 * a process that died can name another live process later. So the file also records when its
 * holder started (Linux: the start time in /proc/<pid>/stat), and a holder counts only while a
 * process with that id *and that start time* runs.
 */

export class DatabaseInUseError extends Error {}

type Holder = { pid: number; started: string | null };

/** When process `pid` started, in clock ticks since boot (null where /proc is not available). */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 2 (the command) is in parentheses and may hold spaces; field 22 is the start time.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** A lock file's holder: `{ pid, started }`, or a bare pid as older versions wrote. */
function readHolder(lockFile: string): Holder | null {
  const text = readFileSync(lockFile, "utf8").trim();
  try {
    const parsed = JSON.parse(text) as Partial<Holder>;
    if (Number.isInteger(parsed.pid)) return { pid: Number(parsed.pid), started: parsed.started ?? null };
  } catch {
    // a bare pid
  }
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) ? { pid, started: null } : null;
}

/** Whether a process runs Node (what any holder of the database runs), where /proc tells. */
function runsNode(pid: number): boolean {
  try {
    return /(^|\/)node(js)?(\0|$)/.test(readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")[0] ?? "");
  } catch {
    return true;
  }
}

/** Whether the process the lock names is still the one running under that id. */
function stillHolds(holder: Holder): boolean {
  if (holder.pid === process.pid || !processAlive(holder.pid)) return false;
  const started = processStartTime(holder.pid);
  if (started === null) return true;
  // A different start time means the id was reused by another process. A lock from an older
  // version names no start time: then only a Node process can be its holder.
  return holder.started === null ? runsNode(holder.pid) : started === holder.started;
}

/** Takes the lock on `dir` for this process (a stale one is taken over); answers how to release it. */
export function lockFolder(dir: string): () => void {
  const lockFile = `${dir.replace(/[\\/]+$/, "")}.lock`;
  const me: Holder = { pid: process.pid, started: processStartTime(process.pid) };
  for (;;) {
    try {
      writeFileSync(lockFile, JSON.stringify(me), { flag: "wx" });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readHolder(lockFile);
      if (holder && stillHolds(holder)) {
        throw new DatabaseInUseError(
          `The embedded database in ${dir} is open in another process (pid ${holder.pid}), probably the server. ` +
            "Stop it first (or use PostgreSQL through DATABASE_URL, which any number of processes can share).",
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
}
