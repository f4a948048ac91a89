import { Hono } from "hono";
import { openApiDocument } from "./document";

export function openApiRoutes(): Hono {
  const routes = new Hono();
  const document = openApiDocument();
  routes.get("/openapi.json", (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json(document);
  });
  return routes;
}
