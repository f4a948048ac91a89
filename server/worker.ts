import path from "node:path";
import { systemClock } from "./clock";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { startJobs } from "./jobs/start-jobs";
import { createLogger, errorText } from "./logger";
import { builtMailThread, threadedMailTransport } from "#app/modules/mail/server";

/**
 * `npm run worker`: only the background jobs (email outbox, clean-up), for deployments
 * that run the web processes with RUN_JOBS=false. Any number may run on one PostgreSQL.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, config.logSalt);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "db") });
  if (database.engine === "pglite") {
    logger.warn(
      "the worker is using the embedded PGlite database; only one process can open it, so run the web server with RUN_JOBS=true instead unless DATABASE_URL is set",
    );
  }
  const script = builtMailThread(import.meta.url);
  const transport = script
    ? threadedMailTransport(script, { smtpUrl: config.smtpUrl, dataDir: config.dataDir, dkim: config.dkim })
    : undefined;
  const jobs = startJobs({
    config,
    db: database.db,
    engine: database.engine,
    logger,
    clock: systemClock,
    transport,
  });
  logger.info("worker running", { engine: database.engine });

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info("worker shutting down", { signal });
    await jobs.stop();
    await database.close();
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : `The worker could not start: ${errorText(error, { stack: true })}`,
  );
  process.exit(1);
});
