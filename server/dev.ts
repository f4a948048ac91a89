// `npm run dev`: pages and API in one process, with Vite's hot module replacement. The database, the
// logger and the background jobs start once; the HTTP app (server/dev-app.ts and everything it
// imports) is loaded through Vite, so a saved route or service answers the next request, and a saved
// component shows in the open browser without a reload. docs/development.md says what differs from
// `npm start`.
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { App } from "./http/app";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { systemClock } from "./clock";
import { ConfigError, loadConfig } from "./config";
import type * as DevAppModule from "./dev-app";
import { createLogger } from "./logger";
import { openSiteProcess } from "./site-process";

async function main(): Promise<void> {
  // Settings from .env, when there is one (the environment itself wins), as `npm start` reads them.
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  const logger = createLogger(config.logLevel, config.logSalt);
  const { database, contentCatalogue, jobs } = await openSiteProcess(config, logger, systemClock);

  const httpServer = createServer();
  // Vite's HMR socket shares the site's port, so the CSP's connect-src 'self' admits it.
  const vite = await createViteServer({
    appType: "custom",
    server: { middlewareMode: true, hmr: { server: httpServer } },
  });

  const shared = {
    config,
    db: database.db,
    logger,
    pingDatabase: database.ping,
    mailQueued: jobs?.wakeOutbox,
    contentCatalogue,
    loadPages: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  };
  // Vite hands back the same module object until a file it imports changes: the app is rebuilt only then.
  let loaded: { module: typeof DevAppModule; app: App } | null = null;
  async function currentApp(): Promise<App> {
    const module = (await vite.ssrLoadModule("/server/dev-app.ts")) as typeof DevAppModule;
    if (loaded?.module !== module) loaded = { module, app: module.createDevApp(shared) };
    return loaded.app;
  }

  const answer = getRequestListener(async (request) => (await currentApp()).fetch(request));
  // Vite first (modules, styles, /public files, the HMR client); whatever it does not serve goes to the app.
  httpServer.on("request", (req, res) => {
    vite.middlewares(req, res, () => {
      answer(req, res).catch((error: unknown) => {
        vite.ssrFixStacktrace(error as Error);
        logger.error("dev server error", {
          path: req.url,
          error: error instanceof Error ? error.stack : String(error),
        });
        if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
        res.end(error instanceof Error ? (error.stack ?? error.message) : String(error));
      });
    });
  });
  httpServer.listen(config.port, config.host, () => {
    logger.info("dev server listening", {
      url: `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port}`,
    });
  });

  async function shutdown() {
    httpServer.close();
    await vite.close();
    await jobs?.stop();
    await database.close();
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown());
  process.on("SIGINT", () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
