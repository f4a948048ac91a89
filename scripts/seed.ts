// `npm run seed -- [--leads N] [--events N] [--force]`: demo leads, people, companies, owners and
// histories for trying the desk (app/modules/desk/server/demo-data.ts), and demo analytics events
// over the last 90 days (app/modules/analytics/server/demo-events.ts), rolled up as the maintenance
// job would; with both, the leads sent during the events get their attribution. In the database
// the server uses (DATABASE_URL, else PGlite in DATA_DIR: stop the server first). Refuses a
// database that has leads (or events) unless --force. With neither option: 500 leads.
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "#server/config";
import { openDatabase } from "#server/db/client";
import { DatabaseHasLeads, seedDemoData } from "#app/modules/desk/server";
import { DatabaseHasEvents, seedDemoEvents, sqlEventStore, rollUpAnalytics } from "#app/modules/analytics/server";

const { values } = parseArgs({
  options: {
    leads: { type: "string" },
    events: { type: "string" },
    force: { type: "boolean", default: false },
  },
});
const leadCount = Number(values.leads ?? (values.events === undefined ? "500" : "0"));
const eventCount = Number(values.events ?? "0");
if (!Number.isInteger(leadCount) || leadCount < 0 || leadCount > 1_000_000) {
  console.error("Give the number of leads with --leads (0 to 1000000).");
  process.exit(2);
}
if (!Number.isInteger(eventCount) || eventCount < 0 || eventCount > 20_000_000) {
  console.error("Give the number of analytics events with --events (0 to 20000000).");
  process.exit(2);
}
const config = loadConfig(process.env);
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "db") });
const now = new Date();
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
try {
  if (leadCount > 0) {
    const started = performance.now();
    const made = await seedDemoData(database.db, {
      leads: leadCount,
      now,
      timeZone: config.bookingTimeZone,
      force: values.force,
    });
    console.log(
      `Made ${made.leads} leads from ${made.contacts} people at ${made.companies} companies, owned by ${made.owners} demo staff, in ${seconds(started)} s.`,
    );
  }
  if (eventCount > 0) {
    const started = performance.now();
    const made = await seedDemoEvents(database.db, {
      events: eventCount,
      now,
      timeZone: config.bookingTimeZone,
      force: values.force,
    });
    console.log(
      `Made ${made.events} analytics events of ${made.visitors} visitor keys over the last 90 days, ${made.formStarts} form starts; attributed ${made.attributedLeads} leads; in ${seconds(started)} s.`,
    );
    const rolling = performance.now();
    const store = sqlEventStore(database.db);
    const rolled = await rollUpAnalytics(
      database.db,
      store,
      now,
      config.bookingTimeZone,
      config.analyticsRetentionDays,
    );
    await store.close();
    console.log(`Rolled up ${rolled.days} days in ${seconds(rolling)} s.`);
  }
} catch (error) {
  if (error instanceof DatabaseHasLeads) {
    console.error("This database already has leads. Seed an empty one, or add --force to add demo leads beside them.");
  } else if (error instanceof DatabaseHasEvents) {
    console.error(
      "This database already has analytics events. Seed an empty one, or add --force to add demo events beside them.",
    );
  } else throw error;
  process.exitCode = 1;
} finally {
  await database.close();
}
