import type { App } from "#server/http/app";
import type { AppServices } from "#server/http/app-services";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "#server/db/client";
import { createApp } from "#server/http/app";
import { createLogger, type Logger } from "#server/logger";
import { systemClock, type Clock } from "#server/clock";
import type { Config } from "#server/config";
import type { ContentCatalogue } from "#app/modules/content/server";
import { pgliteDumpOfRun } from "./run-templates";
import { testConfig } from "./test-config";
import { sqlEventStore, type EventStore, saltBook, type SaltBook } from "#app/modules/analytics/server";

export type ApiHarness = {
  request: (path: string, init?: RequestInit) => Promise<Response>;
  postJson: (path: string, body: unknown, headers?: Record<string, string>) => Promise<Response>;
  database: DatabaseHandle;
  config: Config;
  app: App;
  /** The app's analytics store (flush it to see what the events endpoint queued). */
  analytics: { events: EventStore; salts: SaltBook };
  close: () => Promise<void>;
};

export const testOrigin = "http://localhost:3000";

export type ApiHarnessOptions = {
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Replaces the content catalogue built from the database (e.g. one without web articles). */
  contentCatalogue?: (database: DatabaseHandle) => ContentCatalogue;
  /** The app's clock (sessions, sign-in limits, links' expiry); tests move it. Real time when absent. */
  clock?: Clock;
  mailQueued?: () => void;
  /**
   * The app's logger (a test that reads the log passes one that keeps its lines); silent when absent,
   * hashing with `LOG_SALT` as the server's does (so a worker a test starts with it agrees).
   */
  logger?: Logger;
  /** Renders pages (the app's page handler) from the app's own services; API only when absent. */
  pages?: (services: PageServices) => NonNullable<AppServices["renderPage"]>;
};

/** What a test's page renderer builds its load context from. */
export type PageServices = { db: Database; config: Config; clock: Clock; logger: Logger; events: EventStore };

/**
 * The in-process app for one test file: started before the file's tests (the returned object's
 * members are filled in then, so use it inside tests and hooks) and closed after them.
 */
export function useApiHarness(options: ApiHarnessOptions = {}): ApiHarness {
  const harness = {} as ApiHarness;
  beforeAll(async () => {
    Object.assign(harness, await createApiHarness(options));
  });
  afterAll(async () => {
    await harness.close?.();
  });
  return harness;
}

/** An in-process app on a fresh database (PGlite in memory, from the run's dump, unless a PostgreSQL URL is given). */
export async function createApiHarness(options: ApiHarnessOptions = {}): Promise<ApiHarness> {
  const config = testConfig(options.env);
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    pgliteDir: "memory",
    pgliteDump: options.databaseUrl ? undefined : pgliteDumpOfRun(),
  });
  const analytics = { events: sqlEventStore(database.db), salts: saltBook(database.db) };
  const logger = options.logger ?? createLogger("silent", config.logSalt);
  const clock = options.clock ?? systemClock;
  const app = createApp({
    analytics,
    config,
    db: database.db,
    logger,
    renderPage: options.pages?.({ db: database.db, config, clock, logger, events: analytics.events }),
    pingDatabase: database.ping,
    contentCatalogue: options.contentCatalogue?.(database),
    clock,
    mailQueued: options.mailQueued,
  });
  const request = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has("host")) headers.set("host", "localhost:3000");
    return app.request(path, { ...init, headers });
  };
  return {
    request,
    postJson: (path, body, headers = {}) =>
      request(path, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: testOrigin,
          "x-forwarded-for": "203.0.113.7",
          ...headers,
        },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    database,
    config,
    app,
    analytics,
    close: async () => {
      await analytics.events.close();
      await database.close();
    },
  };
}
