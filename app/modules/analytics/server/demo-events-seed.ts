import { sql } from "drizzle-orm";
import type { LeadType } from "#app/lib/leads/lead-kinds";
import { inTransaction, rowsOf, type Database } from "#server/db/client";
import { generator } from "#app/lib/seeded-random";
import { unknownAttribution, type LeadAttribution } from "./attribution";
import { demoVisitors, type DemoEvent, type DemoEventOptions, type DemoFormStart } from "./demo-events";

/**
 * Writes demo analytics events (demo-events.ts) and gives the demo leads sent while they ran the
 * attribution a form start just before each would have given it, so the channel and campaign
 * reports have leads to count.
 */

export class DatabaseHasEvents extends Error {}

export type DemoEventsSummary = { events: number; visitors: number; formStarts: number; attributedLeads: number };

/**
 * Rows per statement: the whole batch travels as one JSON parameter (PostgreSQL takes at most
 * 65,535 bound parameters, under 3,500 rows of this table as separate values).
 */
const batchSize = 5000;

/** How long before a lead its form start may be: people send a form soon after they begin it. */
const formToLeadMs = 24 * 60 * 60 * 1000;

/** Leads that matched no visit, as when the tracker was blocked: the pipeline calls them unknown. */
const unmatchedShare = 0.1;

function insertEvents(db: Database, batch: Array<DemoEvent>) {
  const rows = batch.map((e) => ({
    at: e.at.toISOString(),
    visitor_key: e.visitorKey,
    consented: e.consented,
    type: e.type,
    path: e.path,
    form: e.form,
    entry: e.entry,
    channel: e.channel,
    source: e.source,
    referrer_domain: e.referrerDomain,
    utm_source: e.utmSource,
    utm_medium: e.utmMedium,
    utm_campaign: e.utmCampaign,
    utm_term: e.utmTerm,
    utm_content: e.utmContent,
    click_id_type: e.clickIdType,
    click_id: e.clickId,
    device: e.device,
  }));
  // Parsed by the database in one call: far faster than a statement's worth of bound values.
  return db.execute(sql`
    insert into demo_events (at, visitor_key, consented, type, path, form, entry, channel, source, referrer_domain,
      utm_source, utm_medium, utm_campaign, utm_term, utm_content, click_id_type, click_id, device)
    select at, visitor_key, consented, type, path, form, entry, channel, source, referrer_domain,
      utm_source, utm_medium, utm_campaign, utm_term, utm_content, click_id_type, click_id, device
    from json_populate_recordset(null::analytics_events, ${JSON.stringify(rows)}::json)`);
}

/** The latest form start of the lead's kind in the day before it that no other lead took; null if none. */
function formStartFor(starts: Array<DemoFormStart>, used: Set<DemoFormStart>, createdAt: Date): DemoFormStart | null {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((starts[mid] as DemoFormStart).at <= createdAt) low = mid + 1;
    else high = mid;
  }
  for (let at = low - 1; at >= 0; at--) {
    const start = starts[at] as DemoFormStart;
    if (createdAt.getTime() - start.at.getTime() > formToLeadMs) return null;
    // A key without consent is salted per UTC day: a lead on another day could not match it.
    const key = start.attribution.visitorKeys[0] ?? "";
    if (key.startsWith("d:") && start.at.toISOString().slice(0, 10) !== createdAt.toISOString().slice(0, 10)) continue;
    if (!used.has(start)) return start;
  }
  return null;
}

/** Gives the leads sent during the events (not spam, not attributed yet) the attribution of a form start before each. */
async function attributeLeads(
  db: Database,
  formStarts: Map<LeadType, Array<DemoFormStart>>,
  since: Date,
  seed: number,
): Promise<number> {
  const random = generator(seed);
  const leads = rowsOf<{ id: string; type: LeadType; created_at: string | Date }>(
    await db.execute(sql`
      select id, type, created_at from leads
      where not spam and erased_at is null and channel is null and created_at >= ${since.toISOString()}
      order by created_at`),
  );
  const used = new Set<DemoFormStart>();
  const updates = leads.map((lead) => {
    const start =
      random.next() < unmatchedShare
        ? null
        : formStartFor(formStarts.get(lead.type) ?? [], used, new Date(lead.created_at));
    if (start) used.add(start);
    const attribution: LeadAttribution = start?.attribution ?? unknownAttribution;
    return {
      id: lead.id,
      channel: attribution.channel,
      source: attribution.source,
      campaign: attribution.campaign,
      attribution: { first: attribution.first, last: attribution.last },
      visitor_keys: attribution.visitorKeys,
    };
  });
  for (let at = 0; at < updates.length; at += batchSize) {
    await db.execute(sql`
      update leads set channel = v.channel, source = v.source, campaign = v.campaign, attribution = v.attribution,
        visitor_keys = v.visitor_keys
      from json_to_recordset(${JSON.stringify(updates.slice(at, at + batchSize))}::json)
        as v(id uuid, channel text, source text, campaign text, attribution jsonb, visitor_keys text[])
      where leads.id = v.id`);
  }
  return used.size;
}

/**
 * Fills `analytics_events` with `options.events` demo events, in one transaction. Refuses
 * (DatabaseHasEvents) when it holds events already, unless `force`: demo visits must never mix
 * unnoticed with real ones.
 */
export async function seedDemoEvents(
  db: Database,
  options: DemoEventOptions & { force?: boolean },
): Promise<DemoEventsSummary> {
  const [existing] = rowsOf<{ any: boolean }>(
    await db.execute(sql`select exists (select 1 from analytics_events) as any`),
  );
  if (existing?.any && !options.force) throw new DatabaseHasEvents();
  const days = options.days ?? 90;
  const summary: DemoEventsSummary = { events: 0, visitors: 0, formStarts: 0, attributedLeads: 0 };
  const formStarts = new Map<LeadType, Array<DemoFormStart>>();
  await inTransaction(db, async (tx) => {
    // The events are made visitor by visitor, out of time order; the endpoint appends them in time
    // order, so a day's events sit together and a report's live day reads a few pages, not one per
    // event. So they go to a table of their own first, then across sorted by time, with the
    // secondary indexes built afterwards: one sort each instead of a random insert per row.
    // The table is locked meanwhile, which a seed of an idle database can afford.
    await tx.execute(sql`create temporary table demo_events (like analytics_events including defaults) on commit drop`);
    const indexes = rowsOf<{ name: string; definition: string }>(
      await tx.execute(sql`
        select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
        from pg_index x join pg_class i on i.oid = x.indexrelid
        where x.indrelid = 'analytics_events'::regclass and not x.indisprimary and not x.indisunique`),
    );
    for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
    let batch: Array<DemoEvent> = [];
    for (const visitor of demoVisitors(options)) {
      summary.visitors += 1;
      summary.events += visitor.events.length;
      for (const event of visitor.events) batch.push(event);
      if (batch.length >= batchSize) {
        await insertEvents(tx, batch);
        batch = [];
      }
      for (const start of visitor.formStarts) {
        summary.formStarts += 1;
        const starts = formStarts.get(start.form) ?? [];
        starts.push(start);
        formStarts.set(start.form, starts);
      }
    }
    if (batch.length) await insertEvents(tx, batch);
    await tx.execute(sql`insert into analytics_events select * from demo_events order by at`);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    for (const starts of formStarts.values()) starts.sort((a, b) => a.at.getTime() - b.at.getTime());
    const since = new Date(options.now.getTime() - days * 24 * 60 * 60 * 1000);
    summary.attributedLeads = await attributeLeads(tx, formStarts, since, (options.seed ?? 0) + 1);
  });
  // Fresh statistics, or the reports' first queries plan for an empty table.
  await db.execute(sql`analyze analytics_events`);
  return summary;
}
