import { Hono } from "hono";

/** /api/openapi.json: the document `describe` assembles, once, at the first request (every route is declared by then). */
export function openApiRoutes(describe: () => Record<string, unknown>): Hono {
  const routes = new Hono();
  let document: Record<string, unknown> | null = null;
  routes.get("/openapi.json", (c) => {
    document ??= describe();
    c.header("Cache-Control", "public, max-age=300");
    return c.json(document);
  });
  return routes;
}
