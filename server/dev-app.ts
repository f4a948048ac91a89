import type { ServerBuild } from "react-router";
import { createRequestHandler } from "react-router";
import { systemClock } from "./clock";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { createApp, type App } from "./http/app";
import type { Logger } from "./logger";
import { createPageContext, pageRenderer } from "./page-context";
import { sqlEventStore, saltBook } from "#app/modules/analytics/server";
import type { ContentCatalogue } from "#app/modules/content/server";

/** What `npm run dev` opens once and keeps across edits: the database, the logger, the jobs. */
export type DevProcess = {
  config: Config;
  db: Database;
  logger: Logger;
  pingDatabase: () => Promise<void>;
  mailQueued?: () => void;
  contentCatalogue: ContentCatalogue;
  /** Vite's current server build of the pages (it changes as files are saved). */
  loadPages: () => Promise<ServerBuild>;
};

/**
 * The production app (server/http/app.ts) on the development process's database, with pages
 * rendered by Vite on request instead of read from the build. `server/dev.ts` loads this module
 * through Vite, so an edit to a route or service is in the next request's app.
 */
export function createDevApp(shared: DevProcess): App {
  const { config, db, logger, mailQueued } = shared;
  // One event store for the API and the admin pages: the reports see what the API has queued.
  const analytics = { events: sqlEventStore(db, logger), salts: saltBook(db) };
  return createApp({
    config,
    db,
    logger,
    analytics,
    pingDatabase: shared.pingDatabase,
    mailQueued,
    contentCatalogue: shared.contentCatalogue,
    clock: systemClock,
    renderPage: pageRenderer(
      createRequestHandler(shared.loadPages, "development"),
      createPageContext({ config, db, logger, mailQueued, clock: systemClock, events: analytics.events }),
    ),
  });
}
