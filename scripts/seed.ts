// `npm run seed -- --leads N [--force]`: demo leads, people, companies, owners and histories for
// trying the desk (server/services/admin/demo-data.ts), in the database the server uses
// (DATABASE_URL, else PGlite in DATA_DIR: stop the server first). Refuses a database that has
// leads unless --force.
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "#server/config";
import { openDatabase } from "#server/db/client";
import { DatabaseHasLeads, seedDemoData } from "#server/services/admin/demo-data";

const { values } = parseArgs({
  options: { leads: { type: "string", default: "500" }, force: { type: "boolean", default: false } },
});
const count = Number(values.leads);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error("Give the number of leads with --leads (1 to 1000000).");
  process.exit(2);
}
const config = loadConfig(process.env);
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "db") });
const started = performance.now();
try {
  const made = await seedDemoData(database.db, {
    leads: count,
    now: new Date(),
    timeZone: config.bookingTimeZone,
    force: values.force,
  });
  console.log(
    `Made ${made.leads} leads from ${made.contacts} people at ${made.companies} companies, owned by ${made.owners} demo staff, in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  if (!(error instanceof DatabaseHasLeads)) throw error;
  console.error("This database already has leads. Seed an empty one, or add --force to add demo leads beside them.");
  process.exitCode = 1;
} finally {
  await database.close();
}
