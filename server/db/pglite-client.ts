import { PGlite, types, type PGliteOptions, type QueryOptions, type Transaction } from "@electric-sql/pglite";

function asText(value: string): string {
  return value;
}

/**
 * The type parsers Drizzle's PGlite driver sends with every query (dates, times and intervals
 * stay text: Drizzle maps them itself). PGlite merges per-query parsers into a fresh copy of its
 * whole table of about 320 type parsers, for every statement (its cost per lead: decision 009).
 * Set once on the instance instead, the per-query copy never happens and the results are the same.
 */
const drizzleTypeParsers: Record<number, (value: string) => string> = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  const { parsers: _sameAsInstance, ...rest } = options;
  return rest;
}

function leanTransaction(tx: Transaction): Transaction {
  const query = tx.query.bind(tx);
  return Object.assign(Object.create(tx) as Transaction, {
    query: <T>(text: string, params?: Array<unknown>, options?: QueryOptions) =>
      query<T>(text, params, withoutParsers(options)),
  });
}

/** PGlite with Drizzle's type parsers built in, so queries need not bring them. */
class DrizzlePGlite extends PGlite {
  override query<T>(text: string, params?: Array<unknown>, options?: QueryOptions) {
    return super.query<T>(text, params, withoutParsers(options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>) {
    return super.transaction((tx) => callback(leanTransaction(tx)));
  }
}

/** Opens PGlite (a folder, or memory without one) for Drizzle. */
export async function createPglite(dataDir: string | undefined, options: PGliteOptions): Promise<PGlite> {
  const client = new DrizzlePGlite({ ...options, dataDir, parsers: drizzleTypeParsers });
  await client.waitReady;
  // PGlite adds parsers for every array type while it starts: Drizzle's own win, as before.
  Object.assign(client.parsers, drizzleTypeParsers);
  return client;
}
