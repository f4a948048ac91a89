import { Hono } from "hono";
import type { AppServices } from "./app-services";
import { errorText } from "#server/logger";

const readyTimeoutMs = 2000;

export function healthRoutes(services: AppServices): Hono {
  const routes = new Hono();
  routes.get("/healthz", (c) => c.json({ status: "ok" }));
  routes.get("/readyz", async (c) => {
    try {
      await Promise.race([
        services.pingDatabase(),
        new Promise((_, reject) => setTimeout(() => reject(new Error("database ping timed out")), readyTimeoutMs)),
      ]);
      return c.json({ status: "ready", database: "ok" });
    } catch (error) {
      services.logger.warn("readiness check failed", { error: errorText(error) });
      return c.json(
        {
          status: "unavailable",
          database: "unreachable",
          message: "The database is not reachable. Try again shortly.",
        },
        503,
      );
    }
  });
  return routes;
}
