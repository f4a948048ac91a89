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
  if (tables.length === 0) return {};
  // One statement for every table: the fuzz counts before and after each of its bodies.
  const counts = rowsOf<{ name: string; n: number | string }>(
    await db.execute(
      sql.join(
        tables.map((name) => sql`select ${name}::text as name, count(*) as n from ${sql.identifier(name)}`),
        sql` union all `,
      ),
    ),
  );
  return Object.fromEntries(counts.map((row) => [row.name, Number(row.n)]));
}
