import { Hono } from "hono";
import { compress } from "hono/compress";
import { consentRoutes } from "./consent-routes";
import { contentRoutes } from "./content-routes";
import { apiGuard } from "./api-guard";
import type { AppDeps } from "./deps";
import { errorBody, HttpError } from "./errors";
import { healthRoutes } from "./health-routes";
import { leadRoutes } from "./lead-routes";
import { newsletterOneClickRoutes, newsletterSignupRoutes } from "./newsletter-routes";
import { appointmentRoutes } from "./appointment-routes";
import { openApiRoutes } from "./openapi/openapi-routes";
import { databaseUnavailableMessage, isDatabaseUnavailable } from "#server/db/errors";
import { clientIp } from "./client-ip";
import { renderPages } from "./pages";
import { requestLog } from "./request-log";
import { securityHeaders } from "./security-headers";
import { settleUnreadBody } from "./unread-body";
import { adminApiRoutes } from "./admin/api-routes";
import { adminAuthRoutes } from "./admin/auth-routes";
import { adminGate } from "./admin/gate";
import { loadStaticFiles, serveStaticFiles } from "./static-files";

export type { AppDeps } from "./deps";

/** The status logged for a request whose client went away before the answer (nginx's 499). */
const clientClosedRequest = 499;

/** The whole HTTP surface: health, API, built files, then server-rendered pages. */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  app.use(requestLog(deps.logger, deps.config.trustProxy));
  app.use(securityHeaders());
  app.use(settleUnreadBody());

  app.route("/", healthRoutes(deps));

  // The admin area: the gate (session, origin) before anything under /admin or /api/admin.
  app.use(adminGate(deps));
  app.route("/", adminAuthRoutes(deps));
  app.route("/api/admin", adminApiRoutes(deps));

  const api = new Hono();
  // Only reads are worth compressing (availability, the API description). A submission's answer
  // is a hundred bytes, and gzipping it through a stream cost more CPU than the request itself.
  const compressReads = compress();
  api.use((c, next) => (c.req.method === "GET" ? compressReads(c, next) : next()));
  // One-click unsubscribes come as forms from mail providers' servers (RFC 8058): before the guard.
  api.route("/", newsletterOneClickRoutes(deps));
  api.use(apiGuard(deps.config.publicUrl));
  api.route("/consent", consentRoutes(deps));
  api.route("/", leadRoutes(deps));
  api.route("/", newsletterSignupRoutes(deps));
  api.route("/appointments", appointmentRoutes(deps));
  api.route("/content", contentRoutes(deps));
  api.route("/", openApiRoutes());
  api.all("*", (c) => c.json(errorBody("There is no API endpoint at this address."), 404));
  app.route("/api", api);

  if (deps.clientBuildDir) app.use(serveStaticFiles(loadStaticFiles(deps.clientBuildDir)));
  if (deps.renderPage) {
    app.use(compress());
    app.all(
      "*",
      renderPages(deps.renderPage, (c) => ({
        ipHash: deps.logger.hash(clientIp(c, deps.config.trustProxy)),
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
      deps.logger.info("request aborted by the client", { path: c.req.path, method: c.req.method });
      return new Response(null, { status: clientClosedRequest });
    }
    if (isDatabaseUnavailable(error)) {
      deps.logger.warn("database unavailable", { path: c.req.path, error: error.message });
      c.header("Retry-After", "30");
      return c.json(errorBody(databaseUnavailableMessage), 503);
    }
    deps.logger.error("unhandled error", { path: c.req.path, error: error.message });
    return c.json(errorBody("Something went wrong on our side. Please try again in a moment."), 500);
  });
  return app;
}
