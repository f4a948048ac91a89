import { OpenAPIHono } from "@hono/zod-openapi";
import { compress } from "hono/compress";
import { consentRoutes } from "./consent-routes";
import { contentRoutes } from "#app/modules/content/server";
import { apiGuard } from "./api-guard";
import type { AppServices } from "./app-services";
import { errorBody, HttpError } from "./errors";
import { healthRoutes } from "./health-routes";
import { usePasswordCost, adminAuthRoutes } from "#app/modules/staff/server";
import { calendarRoutes } from "#app/modules/meetings/server";
import { leadRoutes } from "./lead-routes";
import { eventRoutes } from "./event-routes";
import { adminAnalyticsRoutes, sqlEventStore, saltBook } from "#app/modules/analytics/server";
import { mailEventRoutes } from "./mail-event-routes";
import { newsletterOneClickRoutes, newsletterSignupRoutes } from "#app/modules/newsletter/server";
import { appointmentRoutes } from "#app/modules/booking/server";
import { openApiDocument } from "./openapi/document";
import { openApiRoutes } from "./openapi/openapi-routes";
import { databaseUnavailableMessage, isDatabaseUnavailable } from "#server/db/errors";
import { errorText } from "#server/logger";
import { clientIp } from "./client-ip";
import { renderPages } from "./pages";
import { requestLog } from "./request-log";
import { withoutSecrets } from "./secret-paths";
import { securityHeaders } from "./security-headers";
import { settleUnreadBody } from "./unread-body";
import { adminApiRoutes } from "./admin/api-routes";
import { adminGate } from "./admin/gate";
import { loadStaticFiles, serveStaticFiles } from "./static-files";

export type { AppServices } from "./app-services";

/** The whole HTTP surface; its API routes describe themselves (/api/openapi.json). */
export type App = OpenAPIHono;

/** The status logged for a request whose client went away before the answer (nginx's 499). */
const clientClosedRequest = 499;

/** The whole HTTP surface: health, API, built files, then server-rendered pages. */
export function createApp(given: AppServices): App {
  const services: AppServices = {
    ...given,
    analytics: given.analytics ?? { events: sqlEventStore(given.db, given.logger), salts: saltBook(given.db) },
  };
  usePasswordCost(services.config.adminPasswordCost);
  const app = new OpenAPIHono();
  app.use(requestLog(services.logger, services.config.trustProxy));
  app.use(securityHeaders());
  app.use(settleUnreadBody());

  app.route("/", healthRoutes(services));
  app.route("/", calendarRoutes(services));

  // The admin area: the gate (session, origin) before anything under /admin or /api/admin.
  app.use(adminGate(services));
  app.route("/", adminAuthRoutes(services));
  // Declared routes first: mounted on the app itself, they describe themselves in /api/openapi.json.
  app.route("/api/admin", adminAnalyticsRoutes(services));
  app.route("/api/admin", adminApiRoutes(services));

  const api = new OpenAPIHono();
  // Only reads are worth compressing (availability, the API description). A submission's answer
  // is a hundred bytes, and gzipping it through a stream cost more CPU than the request itself.
  const compressReads = compress();
  api.use((c, next) => (c.req.method === "GET" ? compressReads(c, next) : next()));
  // One-click unsubscribes come as forms from mail providers' servers (RFC 8058): before the guard.
  api.route("/", newsletterOneClickRoutes(services));
  // The mail provider's events come from its servers, authenticated by the shared secret: before the guard.
  api.route("/", mailEventRoutes(services));
  // Page views come as beacons (text/plain, 2 KB at most): their own checks, before the JSON guard.
  api.route("/events", eventRoutes(services));
  api.use(apiGuard(services.config.publicUrl));
  api.route("/consent", consentRoutes(services));
  api.route("/", leadRoutes(services));
  api.route("/", newsletterSignupRoutes(services));
  api.route("/appointments", appointmentRoutes(services));
  api.route("/content", contentRoutes(services));
  api.route(
    "/",
    openApiRoutes(() => openApiDocument(app)),
  );
  api.all("*", (c) => c.json(errorBody("There is no API endpoint at this address."), 404));
  app.route("/api", api);

  if (services.clientBuildDir) app.use(serveStaticFiles(loadStaticFiles(services.clientBuildDir)));
  if (services.renderPage) {
    app.use(compress());
    app.all(
      "*",
      renderPages(services.renderPage, (c) => ({
        ipHash: services.logger.hash(clientIp(c, services.config.trustProxy)),
        staff: c.get("staff") ?? null,
      })),
    );
  }

  app.notFound((c) => c.json(errorBody("Not found."), 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      if (error.headers) for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(errorBody(error.message, error.errors), error.status);
    }
    // A client that went away mid-request (its upload cut off) leaves a stream error that looks
    // like a lost connection; it is the client's, not the database's: no outage, nobody to answer.
    if (c.req.raw.signal.aborted) {
      services.logger.info("request aborted by the client", { path: withoutSecrets(c.req.path), method: c.req.method });
      return new Response(null, { status: clientClosedRequest });
    }
    if (isDatabaseUnavailable(error)) {
      services.logger.warn("database unavailable", { path: withoutSecrets(c.req.path), error: errorText(error) });
      c.header("Retry-After", "30");
      return c.json(errorBody(databaseUnavailableMessage), 503);
    }
    services.logger.error("unhandled error", { path: withoutSecrets(c.req.path), error: errorText(error) });
    return c.json(errorBody("Something went wrong on our side. Please try again in a moment."), 500);
  });
  return app;
}
