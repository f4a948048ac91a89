import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { openDatabase } from "#server/db/client";

/**
 * A new database costs more than anything a test then does with it: PGlite's initdb in memory, and
 * a server's first start on an empty folder (initdb in a child process, then the files written),
 * each take several times longer than loading a dump or starting on an existing folder
 * (docs/scaling.md#what-the-codes-choices-cost).
 * So each run makes one new database per kind in its global setup, and every test file starts
 * from a copy of it: the same files a first start leaves, migrated by the same code.
 */
declare module "vitest" {
  // Vitest declares what global setups provide as an interface; only an interface can add to it.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ProvidedContext {
    /** A data folder as the production server's first start leaves it (browser and reliability suites). */
    dataTemplate?: string;
    /** A dump (`dumpDataDir`) of a migrated in-memory PGlite database (unit and API suite). */
    pgliteDump?: string;
  }
}

/** What the run's global setup provided; nothing outside Vitest (the benchmark scripts share these helpers). */
function provided(key: "dataTemplate" | "pgliteDump"): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

/** Makes the migrated PGlite dump in a temporary file; returns its path and a remover. */
export async function makePgliteDump(): Promise<{ file: string; remove: () => void }> {
  const folder = mkdtempSync(path.join(tmpdir(), "pglite-dump-"));
  const database = await openDatabase({ pgliteDir: "memory" });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir("none");
  await database.close();
  const file = path.join(folder, "migrated.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { file, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** The run's migrated dump, when its global setup made one (absent: the database starts empty). */
export function pgliteDumpOfRun(): Blob | undefined {
  const file = provided("pgliteDump");
  return file ? new Blob([readFileSync(file)]) : undefined;
}

/**
 * A data folder for a production server: a copy of the run's template when its global setup made
 * one, else empty (the server then creates its database, as on a new install).
 */
export function newDataDir(options: { empty?: boolean } = {}): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-data-"));
  const template = options.empty ? undefined : provided("dataTemplate");
  if (template) cpSync(template, dataDir, { recursive: true });
  return dataDir;
}
