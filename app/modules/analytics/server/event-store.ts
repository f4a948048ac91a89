import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { rowsOf, type Database } from "#server/db/client";
import { analyticsDaily, analyticsEvents } from "#server/db/schema";
import { errorText, type Logger } from "#server/logger";
import { formPages } from "./form-pages";

export type AnalyticsEvent = typeof analyticsEvents.$inferInsert;
export type StoredEvent = typeof analyticsEvents.$inferSelect;

/** One day's figure for one value of one dimension (a row of `analytics_daily`). */
export type DailyFigure = {
  day: string;
  dimension: string;
  value: string;
  visitors: number;
  pageviews: number;
  visits: number;
};

/**
 * Where analytics events go and come from: the one interface the rest of the product uses, so the
 * store can move to a columnar engine without touching the endpoint, the lead pipeline or the
 * reports (docs/scaling.md#analytics-events).
 */
export type EventStore = {
  /** Queues an event; it is written within a second, with others, in one statement. */
  record: (event: AnalyticsEvent) => void;
  /** Writes what is queued now. */
  flush: () => Promise<void>;
  /** Visit starts of these visitors since a time, oldest first. */
  entriesOf: (visitorKeys: Array<string>, since: Date) => Promise<Array<StoredEvent>>;
  /** Figures per business day from the raw events in [from, to). */
  figures: (from: Date, to: Date, timeZone: string) => Promise<Array<DailyFigure>>;
  /**
   * Files one page's events of today under the visitor id: once a visitor accepts all cookies, what
   * that page sent before (its landing, its campaign) belongs to the visitor id from then on. Only
   * the events of that daily key carrying that page key move, never another browser's behind the
   * same address and user agent.
   */
  adopt: (from: { dailyKey: string; pageKey: string }, toKey: string, since: Date) => Promise<void>;
  /** Deletes every event of these visitors (erasure). */
  forget: (visitorKeys: Array<string>) => Promise<number>;
  /** Deletes the events before a time (retention), answering how many went. */
  purge: (before: Date) => Promise<number>;
  /** Stops the flush timer after a last flush. */
  close: () => Promise<void>;
};

const flushEvery = 250;
const flushAt = 100;

/**
 * A batch as one insert with one parameter (JSON rows): building a statement with a placeholder
 * per value cost more CPU than the write, and on PGlite, which runs on the server's own thread,
 * every millisecond of a write is a millisecond no request is answered. Small batches, often,
 * keep each write short.
 */
function insertBatch(db: Database, batch: Array<AnalyticsEvent>) {
  const rows = batch.map((event) => ({ ...event, at: event.at.toISOString() }));
  return db.execute(sql`
    insert into analytics_events (at, visitor_key, consented, type, path, form, entry, channel, source,
      referrer_domain, utm_source, utm_medium, utm_campaign, utm_term, utm_content, click_id_type, click_id, device,
      page_key)
    select at, "visitorKey", consented, type, path, form, entry, channel, source, "referrerDomain",
      "utmSource", "utmMedium", "utmCampaign", "utmTerm", "utmContent", "clickIdType", "clickId", device, "pageKey"
    from json_to_recordset(${JSON.stringify(rows)}::json) as e(at timestamptz, "visitorKey" text,
      consented boolean, type text, path text, form text, entry boolean, channel text, source text,
      "referrerDomain" text, "utmSource" text, "utmMedium" text, "utmCampaign" text, "utmTerm" text,
      "utmContent" text, "clickIdType" text, "clickId" text, device text, "pageKey" text)`);
}

/** Each form with each pattern of the pages it can be started on, as SQL `values`. */
const formPageValues = sql.join(
  Object.entries(formPages).flatMap(([form, patterns]) => patterns.map((pattern) => sql`(${form}, ${pattern})`)),
  sql`, `,
);

/**
 * The figures of the raw events, by business day: per dimension the visitors (distinct keys),
 * page views and visits. Form starts count visitors who started the form; a form's reach the
 * visitors who saw any page it can be started on, each once.
 */
function figuresQuery(from: Date, to: Date, timeZone: string) {
  return sql`
    with e as (
      select to_char(at at time zone ${timeZone}, 'YYYY-MM-DD') as day, * from analytics_events
      where at >= ${from.toISOString()} and at < ${to.toISOString()}
    ), views as (select * from e where type = 'pageview'), entries as (select * from views where entry)
    select day, 'total' as dimension, '' as value, count(distinct visitor_key) as visitors, count(*) as pageviews,
           count(*) filter (where entry) as visits from views group by day
    union all
    select day, 'page', path, count(distinct visitor_key), count(*), count(*) filter (where entry) from views group by day, path
    union all
    select day, 'device', device, count(distinct visitor_key), count(*), count(*) filter (where entry) from views group by day, device
    union all
    select day, 'entry', path, count(distinct visitor_key), count(*), count(*) from entries group by day, path
    union all
    select day, 'channel', coalesce(channel, 'direct'), count(distinct visitor_key), count(*), count(*) from entries group by 1, 3
    union all
    select day, 'source', coalesce(source, '(direct)'), count(distinct visitor_key), count(*), count(*) from entries group by 1, 3
    union all
    select day, 'campaign', utm_campaign, count(distinct visitor_key), count(*), count(*) from entries
      where utm_campaign is not null group by day, utm_campaign
    union all
    select day, 'form-start', form, count(distinct visitor_key), 0, count(*) from e
      where type = 'form_start' and form is not null group by day, form
    union all
    select day, 'form-reach', f.form, count(distinct visitor_key), 0, 0 from views
      join (values ${formPageValues}) as f(form, pattern) on views.path like f.pattern group by day, f.form`;
}

/** The event store on the product's own database (PGlite or PostgreSQL). */
export function sqlEventStore(db: Database, logger?: Logger): EventStore {
  let queue: Array<AnalyticsEvent> = [];
  let writing: Promise<void> = Promise.resolve();
  const timer = setInterval(() => void flush(), flushEvery);
  timer.unref();

  function flush(): Promise<void> {
    const batch = queue;
    queue = [];
    if (batch.length) {
      // One write at a time, in order; a failed batch is logged and dropped: analytics never
      // stand in the way of the site.
      writing = writing.then(() =>
        insertBatch(db, batch).then(
          () => undefined,
          (error: Error) =>
            logger?.warn("analytics events not stored", { events: batch.length, error: errorText(error) }),
        ),
      );
    }
    return writing;
  }

  return {
    record(event) {
      queue.push(event);
      if (queue.length >= flushAt) void flush();
    },
    flush,
    async entriesOf(visitorKeys, since) {
      if (visitorKeys.length === 0) return [];
      await flush();
      return db
        .select()
        .from(analyticsEvents)
        .where(
          and(
            inArray(analyticsEvents.visitorKey, visitorKeys),
            gte(analyticsEvents.at, since),
            sql`${analyticsEvents.entry}`,
          ),
        )
        .orderBy(asc(analyticsEvents.at));
    },
    async figures(from, to, timeZone) {
      await flush();
      return rowsOf<DailyFigure>(await db.execute(figuresQuery(from, to, timeZone))).map((row) => ({
        day: row.day,
        dimension: row.dimension,
        value: row.value,
        visitors: Number(row.visitors),
        pageviews: Number(row.pageviews),
        visits: Number(row.visits),
      }));
    },
    adopt(from, toKey, since) {
      // In the write queue after what is queued now, so no request waits for it, and every read
      // (which waits for the queue) sees it done.
      void flush();
      writing = writing.then(() =>
        db
          .update(analyticsEvents)
          .set({ visitorKey: toKey, consented: true, pageKey: null })
          .where(
            and(
              eq(analyticsEvents.visitorKey, from.dailyKey),
              gte(analyticsEvents.at, since),
              eq(analyticsEvents.pageKey, from.pageKey),
            ),
          )
          .then(
            () => undefined,
            (error: Error) => logger?.warn("analytics visits not moved to a visitor id", { error: errorText(error) }),
          ),
      );
      return writing;
    },
    async forget(visitorKeys) {
      if (visitorKeys.length === 0) return 0;
      await flush();
      const gone = await db
        .delete(analyticsEvents)
        .where(inArray(analyticsEvents.visitorKey, visitorKeys))
        .returning({ id: analyticsEvents.id });
      return gone.length;
    },
    async purge(before) {
      const gone = await db
        .delete(analyticsEvents)
        .where(lt(analyticsEvents.at, before))
        .returning({ id: analyticsEvents.id });
      return gone.length;
    },
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

/** Keeps figures for past days in `analytics_daily` (replacing what a day had). */
export async function storeDailyFigures(db: Database, days: Array<string>, figures: Array<DailyFigure>): Promise<void> {
  if (days.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.delete(analyticsDaily).where(inArray(analyticsDaily.day, days));
    for (let at = 0; at < figures.length; at += 1000) {
      await tx.insert(analyticsDaily).values(figures.slice(at, at + 1000));
    }
  });
}
