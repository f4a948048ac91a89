import { sql } from "drizzle-orm";
import type { Clock } from "#server/clock";
import type { Database } from "#server/db/client";
import { errorText, type Logger } from "#server/logger";
import { pruneMailgunTokens } from "#app/modules/mail/server";
import { pruneIdempotencyKeys } from "#server/services/idempotency";
import { pruneUnconfirmedSubscribers } from "#app/modules/newsletter/server";
import { pruneRateLimits } from "#server/services/rate-limit";
import { pruneSessions, pruneSignInThrottle } from "#app/modules/staff/server";
import { queueDailyDigests } from "#app/modules/desk/server";
import type { Team } from "#app/modules/leads/server";
import type { EventStore } from "#app/modules/analytics/server";
import { rollUpAnalytics, queueWeeklyAnalyticsDigest } from "#app/modules/analytics/server";

const everyMs = 5 * 60 * 1000;
// Frequent and therefore short: a VACUUM holds PGlite's one connection, so requests wait for it.
const vacuumEveryMs = 15 * 1000;

/**
 * PGlite is PostgreSQL without its background processes, so nothing vacuums. The tables whose
 * rows are updated or deleted all the time (outbox, counters, idempotency answers) would fill
 * with dead rows and every look-up would slow down with the number of leads ever taken. A plain
 * VACUUM of those tables is quick when little has changed (the visibility map skips clean pages);
 * `analyze` (the planner's statistics, also autovacuum's job) is for the less frequent runs, which
 * also vacuum the desk's tables: with their pages marked all-visible, the navigation's count of new
 * leads and the search's word list are read from their indexes alone (the figures: docs/scaling.md#the-sales-desk).
 */
export async function vacuumBusyTables(db: Database, options: { analyze: boolean }): Promise<void> {
  await db.execute(
    options.analyze
      ? sql`vacuum (analyze) outbox_emails, rate_limit_buckets, idempotency_keys, leads, contacts, companies, search_words`
      : sql`vacuum outbox_emails, rate_limit_buckets, idempotency_keys`,
  );
}

/**
 * Queues the owners' morning digests and the weekly analytics email (checked each minute), and
 * deletes full rate-limit buckets, expired idempotency answers, Mailgun tokens too old to be
 * replayed and newsletter sign-ups left unconfirmed for 30 days, and rolls finished days of analytics up (then purges old raw events),
 * at start and every few minutes; on PGlite it also vacuums the busy
 * tables every few seconds and updates their statistics with each clean-up (PostgreSQL's
 * autovacuum does both on a server).
 */
export function startMaintenance(deps: {
  db: Database;
  logger: Logger;
  engine: "pglite" | "postgres";
  clock: Clock;
  team: Team;
  digestCheckMs: number;
  /** Analytics: the store to roll up and purge, the days raw events are kept, the weekly email's addresses. */
  analytics: { events: EventStore; retentionDays: number; reportTo: Array<string> };
}): {
  stop: () => Promise<void>;
} {
  let current: Promise<void> = Promise.resolve();
  const guarded = (work: () => Promise<void>) => () => {
    current = current.then(async () => {
      try {
        await work();
      } catch (error) {
        deps.logger.warn("maintenance failed", { error: errorText(error) });
      }
    });
  };
  const prune = guarded(async () => {
    const now = deps.clock();
    await pruneRateLimits(deps.db, now);
    await pruneIdempotencyKeys(deps.db);
    await pruneUnconfirmedSubscribers(deps.db, now);
    await pruneMailgunTokens(deps.db, now);
    await pruneSessions(deps.db, now);
    await pruneSignInThrottle(deps.db, now);
    await rollUpAnalytics(deps.db, deps.analytics.events, now, deps.team.timeZone, deps.analytics.retentionDays);
    if (deps.engine === "pglite") await vacuumBusyTables(deps.db, { analyze: true });
  });
  // Checked every DIGEST_CHECK_MS: each digest goes out in its hour, once (a fixed Message-ID).
  const digest = guarded(async () => {
    await queueDailyDigests(deps.db, deps.team, deps.clock());
    const { events, reportTo } = deps.analytics;
    await queueWeeklyAnalyticsDigest(deps.db, events, { recipients: reportTo, team: deps.team }, deps.clock());
  });
  prune();
  digest();
  const timers = [setInterval(prune, everyMs), setInterval(digest, deps.digestCheckMs)];
  if (deps.engine === "pglite")
    timers.push(
      setInterval(
        guarded(() => vacuumBusyTables(deps.db, { analyze: false })),
        vacuumEveryMs,
      ),
    );
  for (const timer of timers) timer.unref();
  return {
    stop: async () => {
      for (const timer of timers) clearInterval(timer);
      await current;
    },
  };
}
