import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { DatabaseInUseError, lockFolder, processStartTime } from "#server/db/folder-lock";
import { startAppServer } from "#tests/support/app-server";
import { ensureBuilt } from "#tests/support/ensure-build";

const children: Array<ChildProcess> = [];
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
});

/** A live process that is not a database holder (`sleep`), or one that could be (`node`). */
async function running(kind: "sleep" | "node"): Promise<number> {
  const child =
    kind === "sleep"
      ? spawn("sleep", ["60"], { stdio: "ignore" })
      : spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
  children.push(child);
  await new Promise((resolve) => setTimeout(resolve, 100));
  if (!child.pid) throw new Error(`could not start ${kind}`);
  return child.pid;
}

function folderWithLock(content: string): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), "lock-")), "db");
  writeFileSync(`${dir}.lock`, content);
  return dir;
}

test("a lock whose process id now belongs to another live process is taken over", async () => {
  const reused = await running("node");
  // The id is alive, but the process under it started at another time than the holder did.
  const dir = folderWithLock(JSON.stringify({ pid: reused, started: "1" }));
  const release = lockFolder(dir);
  expect(JSON.parse(readFileSync(`${dir}.lock`, "utf8"))).toEqual({
    pid: process.pid,
    started: processStartTime(process.pid),
  });
  release();
  expect(existsSync(`${dir}.lock`)).toBe(false);
});

test("an older lock naming only a pid is taken over when that process is not Node", async () => {
  const dir = folderWithLock(String(await running("sleep")));
  lockFolder(dir)();
});

test("a lock held by a live holder is respected, in either format", async () => {
  const holder = await running("node");
  expect(() => lockFolder(folderWithLock(JSON.stringify({ pid: holder, started: processStartTime(holder) })))).toThrow(
    DatabaseInUseError,
  );
  expect(() => lockFolder(folderWithLock(String(holder)))).toThrow(/open in another process/);
});

test("the server starts on a data folder whose db.lock names a reused process id", async () => {
  ensureBuilt();
  const dataDir = mkdtempSync(path.join(tmpdir(), "stale-lock-"));
  writeFileSync(path.join(dataDir, "db.lock"), JSON.stringify({ pid: await running("node"), started: "1" }));
  const server = await startAppServer({ dataDir });
  try {
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
