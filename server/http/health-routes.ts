import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "#app/schemas/zod";
import { errorText } from "#server/logger";
import type { AppServices } from "./app-services";
import { apiRouter, jsonContent } from "./openapi/api-router";

const readyTimeoutMs = 2000;

const readiness = z
  .strictObject({
    status: z.enum(["ready", "unavailable"]),
    database: z.enum(["ok", "unreachable"]),
    message: z.string().optional(),
  })
  .meta({ id: "Readiness" });

const liveness = createRoute({
  method: "get",
  path: "/healthz",
  summary: "Liveness",
  responses: {
    200: {
      description: "The process runs.",
      content: jsonContent(z.strictObject({ status: z.enum(["ok"]) }).meta({ id: "Health" })),
    },
  },
});

const readinessCheck = createRoute({
  method: "get",
  path: "/readyz",
  summary: "Readiness (includes the database)",
  responses: {
    200: { description: "Ready.", content: jsonContent(readiness) },
    503: { description: "Database unreachable.", content: jsonContent(readiness) },
  },
});

export function healthRoutes(services: AppServices): OpenAPIHono {
  const routes = apiRouter();
  routes.openapi(liveness, (c) => c.json({ status: "ok" as const }, 200));
  routes.openapi(readinessCheck, async (c) => {
    try {
      await Promise.race([
        services.pingDatabase(),
        new Promise((_, reject) => setTimeout(() => reject(new Error("database ping timed out")), readyTimeoutMs)),
      ]);
      return c.json({ status: "ready" as const, database: "ok" as const }, 200);
    } catch (error) {
      services.logger.warn("readiness check failed", { error: errorText(error) });
      return c.json(
        {
          status: "unavailable" as const,
          database: "unreachable" as const,
          message: "The database is not reachable. Try again shortly.",
        },
        503,
      );
    }
  });
  return routes;
}
