import { execFile } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { lockFolder } from "./folder-lock";
import { createPglite } from "./pglite-client";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type the services use, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Runs `work` in one transaction, handing it the transaction as the same `Database` type the
 * services take (Drizzle types a transaction apart from its database; both run the same queries).
 */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Database));
}

export type DatabaseHandle = {
  db: Database;
  engine: "pglite" | "postgres";
  /** Answers when the database can run a query; used by /readyz. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

/** Where the SQL migrations live, whether running from source or from the bundled server. */
export function migrationsFolder(): string {
  const fromEnv = process.env.MIGRATIONS_DIR;
  if (fromEnv) return path.resolve(fromEnv);
  return path.resolve(process.cwd(), "server/db/migrations");
}

export type DatabaseOptions = {
  /** postgres:// URL; without it an embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder of the PGlite files; "memory" keeps them in memory (tests). */
  pgliteDir?: string;
  /**
   * In memory only: start from this dump (PGlite's `dumpDataDir`) instead of a new, empty database.
   * Loading one is several times quicker than creating one (docs/scaling.md#what-the-codes-choices-cost); tests make one per run.
   */
  pgliteDump?: Blob;
};

/** Any fixed number: app processes starting together take turns applying migrations. */
const migrationLockKey = 7_301_245;

async function withMigrationLock(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [migrationLockKey]);
    await migrate();
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [migrationLockKey]).catch(() => undefined);
    lockClient.release();
  }
}

/**
 * PGlite's own settings plus a 32 MB buffer cache instead of PostgreSQL's 128 MB: the cache lives
 * in the server's memory (budget: under 400 MB resident, docs/architecture.md#budgets), while the files it would hold stay
 * in the operating system's page cache anyway. Inserts measured no slower.
 */
const pgliteStartParams = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"];

/** PostgreSQL extensions the migrations create; PGlite has to load them when it starts. */
const pgliteExtensions = { pg_trgm };

/**
 * Creates a new PGlite data folder in a short-lived child process. initdb runs in a WebAssembly
 * instance of its own whose memory the server would otherwise keep: a server that created its
 * database itself stays near 750 MB resident, one that opens an existing folder near 300 MB.
 */
async function createPgliteFolder(dir: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script = `require(${JSON.stringify(pglite)}).PGlite.create(process.argv[1]).then((db) => db.close())`;
  await promisify(execFile)(process.execPath, ["-e", script, dir]);
}

/** Opens the database and applies every pending migration before anything uses it. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, idleTimeoutMillis: 30_000 });
    pool.on("error", (error) =>
      console.error(JSON.stringify({ level: "error", msg: "postgres pool error", error: error.message })),
    );
    const db = drizzlePg(pool, { schema });
    await withMigrationLock(pool, () => migratePg(db, { migrationsFolder: migrationsFolder() }));
    return {
      db: db as unknown as Database,
      engine: "postgres",
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  const dir = options.pgliteDir ?? "memory";
  let client: PGlite;
  let unlock = () => {};
  if (dir === "memory") {
    client = await createPglite(undefined, {
      startParams: pgliteStartParams,
      extensions: pgliteExtensions,
      loadDataDir: options.pgliteDump,
    });
  } else {
    mkdirSync(dir, { recursive: true });
    unlock = lockFolder(dir);
    try {
      if (!existsSync(path.join(dir, "PG_VERSION"))) await createPgliteFolder(dir);
      client = await createPglite(dir, { startParams: pgliteStartParams, extensions: pgliteExtensions });
    } catch (error) {
      unlock();
      throw error;
    }
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return {
    db: db as unknown as Database,
    engine: "pglite",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/** Rows of a raw `db.execute()` result; both drivers put them under `rows`. */
export function rowsOf<T>(result: unknown): Array<T> {
  return (result as { rows: Array<T> }).rows;
}
