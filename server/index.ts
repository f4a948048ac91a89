import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { systemClock } from "./clock";
import { ConfigError, loadConfig } from "./config";
import { createApp } from "./http/app";
import { createLogger, errorText } from "./logger";
import { builtMailThread, threadedMailTransport } from "#app/modules/mail/server";
import type { MailTransportOptions } from "#app/modules/mail/server";
import type { PageRequestContext } from "./http/page-request";
import type { ServerLoadContext } from "./load-context";
import { createPageContext, pageRenderer } from "./page-context";
import { openSiteProcess } from "./site-process";
import { sqlEventStore, saltBook } from "#app/modules/analytics/server";

const shutdownGraceMs = 10_000;

/** Mail is composed and sent on a thread of its own when the build has one (threaded-transport.ts). */
function mailTransportFor(config: MailTransportOptions) {
  const script = builtMailThread(import.meta.url);
  return script
    ? threadedMailTransport(script, { smtpUrl: config.smtpUrl, dataDir: config.dataDir, dkim: config.dkim })
    : undefined;
}

async function loadPageRenderer(
  buildDir: string,
  context: ServerLoadContext,
): Promise<(request: Request, perRequest: PageRequestContext) => Promise<Response>> {
  const serverBuildFile = path.join(buildDir, "server", "index.js");
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  return pageRenderer(createRequestHandler(build, "production"), context);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, config.logSalt);
  if (config.appSecretIsDefault) {
    logger.warn("APP_SECRET is the development default: set your own before the site is reachable from elsewhere");
  }
  const { database, contentCatalogue, jobs } = await openSiteProcess(
    config,
    logger,
    systemClock,
    mailTransportFor(config),
  );
  // The bundled server sits in the build folder beside client/ and server/.
  const buildDir = path.dirname(fileURLToPath(import.meta.url));
  // One event store for the API and the admin pages: the reports see what the API has queued.
  const analytics = { events: sqlEventStore(database.db, logger), salts: saltBook(database.db) };
  const app = createApp({
    config,
    db: database.db,
    logger,
    pingDatabase: database.ping,
    analytics,
    renderPage: await loadPageRenderer(
      buildDir,
      createPageContext({
        config,
        db: database.db,
        logger,
        mailQueued: jobs?.wakeOutbox,
        clock: systemClock,
        events: analytics.events,
      }),
    ),
    clientBuildDir: path.join(buildDir, "client"),
    mailQueued: jobs?.wakeOutbox,
    contentCatalogue,
    clock: systemClock,
  });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info("listening", {
      url: `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${info.port}`,
      port: info.port,
    });
  });

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    const forced = setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, shutdownGraceMs);
    forced.unref();
    // Stop accepting, let in-flight requests finish, then stop jobs and close the database.
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ("closeIdleConnections" in server) server.closeIdleConnections();
    });
    await jobs?.stop();
    await analytics.events.close();
    await database.close();
    logger.info("stopped");
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("The server could not start:", errorText(error, { stack: true }));
  }
  process.exit(1);
});
