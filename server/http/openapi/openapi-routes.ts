import { Hono } from "hono";
import type { OpenApiDocument } from "./document";

/** /api/openapi.json: the document `describe` assembles, once, at the first request (every route is declared by then). */
export function openApiRoutes(describe: () => OpenApiDocument): Hono {
  const routes = new Hono();
  let document: OpenApiDocument | null = null;
  routes.get("/openapi.json", (c) => {
    document ??= describe();
    c.header("Cache-Control", "public, max-age=300");
    return c.json(document);
  });
  return routes;
}
