import type { Clock } from "#server/clock";
import type { Config } from "#server/config";
import type { Database } from "#server/db/client";
import type { Logger } from "#server/logger";
import type { ContentCatalogue } from "#app/modules/content/server";
import type { PageRequestContext } from "./page-request";
import type { EventStore, SaltBook } from "#app/modules/analytics/server";

/**
 * The services the process hands the HTTP app (createApp in app.ts): the configuration, the
 * database, the logger, the clock and the rest every route reads. Tests build them with a fresh
 * database.
 */
export type AppServices = {
  config: Config;
  db: Database;
  logger: Logger;
  /** Answers when the database can run a query. */
  pingDatabase: () => Promise<void>;
  /** React Router's handler for pages that are not prerendered; absent in API-only tests. */
  renderPage?: (request: Request, context: PageRequestContext) => Promise<Response>;
  /** Root of the built client (assets and prerendered pages); absent in API-only tests. */
  clientBuildDir?: string;
  /** Called after a transaction queued emails, so the outbox worker sends them at once. */
  mailQueued?: () => void;
  /** The content catalogue shared with the feed refresher of this process; made per app when absent. */
  contentCatalogue?: ContentCatalogue;
  /** Where every route reads the time (server/clock.ts); tests move it. */
  clock: Clock;
  /** The analytics event store and today's salt (docs/product.md#analytics); made per app when absent. */
  analytics?: { events: EventStore; salts: SaltBook };
};
