import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import { createMailTransport, type MailTransport } from "../mail/transport";
import { startMaintenance } from "./maintenance";
import { startOutboxWorker } from "./outbox-worker";

export type Jobs = {
  /** Sends queued emails now instead of at the next poll. */
  wakeOutbox: () => void;
  stop: () => Promise<void>;
};

/** Background work of the process: the email outbox worker and the periodic clean-up. */
export function startJobs(deps: {
  config: Config;
  db: Database;
  engine: "pglite" | "postgres";
  logger: Logger;
  transport?: MailTransport;
}): Jobs {
  const { config, db, logger } = deps;
  const transport = deps.transport ?? createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir });
  logger.info("outbox worker started", { transport: transport.kind });
  const outbox = startOutboxWorker({
    db,
    transport,
    logger,
    from: config.mailFrom,
    pollMs: config.outboxPollMs,
    maxAttempts: config.outboxMaxAttempts,
    retryBaseMs: config.outboxRetryBaseMs,
    releaseLeasesAtStart: deps.engine === "pglite",
  });
  const maintenance = startMaintenance({ db, logger, engine: deps.engine });
  return {
    wakeOutbox: outbox.wake,
    stop: async () => {
      await Promise.all([outbox.stop(), maintenance.stop()]);
    },
  };
}
