import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, rowsOf, type DatabaseHandle } from "#server/db/client";
import { seedDemoData } from "#app/modules/desk/server";
import { pgliteDumpOfRun } from "#tests/support/run-templates";
import { DatabaseHasEvents, seedDemoEvents } from "./demo-events-seed";

const now = new Date("2026-11-25T12:00:00Z");
const timeZone = "Asia/Kolkata";
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openDatabase({ pgliteDir: "memory", pgliteDump: pgliteDumpOfRun() });
  await seedDemoData(database.db, { leads: 300, now, timeZone });
});
afterAll(() => database?.close());

const query = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(text));

describe("seeding demo analytics events", () => {
  it("stores the events, keeps the table's indexes and attributes the leads sent meanwhile", async () => {
    const made = await seedDemoEvents(database.db, { events: 30_000, now, timeZone });
    expect(made.events).toBe(30_000);
    const [stored] = await query<{ n: number; keys: number }>(
      sql`select count(*)::int as n, count(distinct visitor_key)::int as keys from analytics_events`,
    );
    expect(stored).toEqual({ n: 30_000, keys: made.visitors });
    const indexes = await query<{ name: string }>(
      sql`select indexname as name from pg_indexes where tablename = 'analytics_events' order by 1`,
    );
    expect(indexes.map((index) => index.name)).toEqual([
      "analytics_events_at_idx",
      "analytics_events_pkey",
      "analytics_events_visitor_idx",
    ]);

    const leads = await query<{
      channel: string | null;
      campaign: string | null;
      attribution: unknown;
      created_at: Date;
    }>(sql`select channel, campaign, attribution, created_at from leads where not spam`);
    const within = leads.filter((lead) => new Date(lead.created_at).getTime() > now.getTime() - 90 * 86_400_000);
    const attributed = within.filter((lead) => lead.channel !== null && lead.channel !== "unknown");
    expect(attributed.length).toBe(made.attributedLeads);
    expect(attributed.length).toBeGreaterThan(within.length / 3);
    expect(leads.filter((lead) => !within.includes(lead)).every((lead) => lead.channel === null)).toBe(true);
    // Each attributed lead's visitor key has the entries its first touch names.
    const [matched] = await query<{ n: number }>(sql`
      select count(*)::int as n from leads l
      where l.channel not in ('unknown') and exists (
        select 1 from analytics_events e where e.visitor_key = l.visitor_keys[1] and e.entry
          and e.at = (l.attribution -> 'first' ->> 'at')::timestamptz and e.channel = l.channel)`);
    expect(matched?.n).toBe(attributed.length);
  });

  it("refuses a database with events unless forced", async () => {
    await expect(seedDemoEvents(database.db, { events: 10, now, timeZone })).rejects.toThrow(DatabaseHasEvents);
    await seedDemoEvents(database.db, { events: 10, now, timeZone, force: true });
    const [stored] = await query<{ n: number }>(sql`select count(*)::int as n from analytics_events`);
    expect(stored?.n).toBe(30_010);
  });
});
