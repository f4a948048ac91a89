import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "#server/db/client";

/**
 * Tables whose rows count requests rather than store what a request carried: the content calls
 * count a rate-limit hit before they read the body, as they should.
 */
const requestCounters = new Set(["rate_limit_buckets"]);

/** Rows in every table of the application's schema, by table: "nothing stored" means none of these moves. */
export async function storedRows(db: Database): Promise<Record<string, number>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  )
    .map((row) => row.name)
    .filter((name) => !requestCounters.has(name));
  const counts = new Map<string, number>();
  for (const name of tables) {
    const [row] = rowsOf<{ n: number | string }>(
      await db.execute(sql`select count(*) as n from ${sql.identifier(name)}`),
    );
    counts.set(name, Number(row?.n ?? 0));
  }
  return Object.fromEntries(counts);
}
