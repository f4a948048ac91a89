import type { Clock } from "#server/clock";
import { publicUrlOf, type Config } from "#server/config";
import type { Database } from "#server/db/client";
import type { Logger } from "#server/logger";
import { createMailTransport, startOutboxWorker, type MailTransport } from "#app/modules/mail/server";
import { startWebhookWorker, teamOf } from "#app/modules/leads/server";
import { sqlEventStore } from "#app/modules/analytics/server";
import { startFeedRefresher } from "./feed-refresher";
import { startMaintenance } from "./maintenance";

export type Jobs = {
  /** Sends queued emails and lead webhooks now instead of at the next poll. */
  wakeOutbox: () => void;
  stop: () => Promise<void>;
};

/** How long a wake-up of the workers waits for more leads to share its round. */
const wakeGatherMs = 50;

/** Background work of the process: the email outbox worker, the periodic clean-up and the feed refresher. */
export function startJobs(deps: {
  config: Config;
  db: Database;
  engine: "pglite" | "postgres";
  logger: Logger;
  clock: Clock;
  transport?: MailTransport;
  /** Called after a feed refresh stored new or changed articles (the process's content catalogue reloads). */
  onContentChanged?: () => void;
}): Jobs {
  const { config, db, logger, clock } = deps;
  const transport =
    deps.transport ?? createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, dkim: config.dkim });
  logger.info("outbox worker started", { transport: transport.kind });
  const outbox = startOutboxWorker({
    db,
    transport,
    logger,
    from: config.mailFrom,
    replyTo: config.replyToEmail,
    pollMs: config.outboxPollMs,
    maxAttempts: config.outboxMaxAttempts,
    retryBaseMs: config.outboxRetryBaseMs,
    releaseLeasesAtStart: deps.engine === "pglite",
  });
  const webhooks = startWebhookWorker({
    db,
    logger,
    pollMs: config.outboxPollMs,
    maxAttempts: config.outboxMaxAttempts,
    retryBaseMs: config.outboxRetryBaseMs,
    timeoutMs: config.webhookTimeoutMs,
    allowPrivate: config.webhookAllowPrivate,
    clock,
    publicUrl: publicUrlOf(config),
    releaseLeasesAtStart: deps.engine === "pglite",
  });
  // The jobs only read and purge events (roll-up, weekly email): a store of their own, queue empty.
  const events = sqlEventStore(db, logger);
  const maintenance = startMaintenance({
    db,
    logger,
    engine: deps.engine,
    clock,
    team: teamOf(config),
    digestCheckMs: config.digestCheckMs,
    analytics: { events, retentionDays: config.analyticsRetentionDays, reportTo: config.analyticsReportTo },
  });
  const feeds =
    config.contentFeeds.length > 0
      ? startFeedRefresher({
          db,
          logger,
          feeds: config.contentFeeds,
          everyMs: config.contentFeedRefreshMinutes * 60_000,
          onChanged: deps.onContentChanged,
        })
      : null;
  // A lead queues its emails and its webhooks in one transaction: one wake-up serves both. It waits
  // a moment for the leads that follow, so that under load one claim takes many leads' emails
  // instead of each lead paying for a claim (and the webhook worker's) of its own: with PGlite
  // those statements run on the thread that answers requests (decision 009).
  let gathering: NodeJS.Timeout | null = null;
  return {
    wakeOutbox: () => {
      gathering ??= setTimeout(() => {
        gathering = null;
        outbox.wake();
        webhooks.wake();
      }, wakeGatherMs);
    },
    stop: async () => {
      if (gathering) clearTimeout(gathering);
      await Promise.all([outbox.stop(), webhooks.stop(), maintenance.stop(), feeds?.stop()]);
      await events.close();
    },
  };
}
