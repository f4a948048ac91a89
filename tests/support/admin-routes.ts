import type { App } from "#server/http/app";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { adminRoutes } from "#app/routes/admin/admin-routes";

const sampleParams: Record<string, string> = {
  kind: "questions",
  id: "00000000-0000-4000-8000-000000000000",
  slug: "questions",
};

function fill(path: string): string {
  return path
    .replace(/:(\w+)\??/g, (_, name: string) => sampleParams[name] ?? "sample")
    .replace(/\*$/, "anything/else");
}

function flatten(entries: Array<RouteConfigEntry>): Array<string> {
  return entries.flatMap((entry) => [...(entry.path ? [entry.path] : []), ...flatten(entry.children ?? [])]);
}

/** The pages open to everyone: signing in, and making the first account from a setup link. */
export const publicAdminPages = ["admin/login", "admin/setup"];

/** Every admin page's route pattern (`admin/leads/:kind/:id`), from the route list itself, the public pages left out. */
export function adminPagePatterns(): Array<string> {
  return flatten(adminRoutes).filter((path) => !publicAdminPages.includes(path));
}

/** Every admin page address, from the route list itself (the public pages left out). */
export function adminPagePaths(): Array<string> {
  return adminPagePatterns().map((path) => fill(`/${path}`));
}

/** Every admin API route the Hono app has, with sample parameters, as [method, path]. */
export function adminApiRoutes(app: App): Array<[string, string]> {
  const seen = new Set<string>();
  const routes: Array<[string, string]> = [];
  for (const route of app.routes) {
    if (!route.path.startsWith("/api/admin")) continue;
    if (route.path === "/api/admin/*" && route.method === "ALL") {
      // The catch-all answers every other address: walk it with a GET and a POST.
      for (const method of ["GET", "POST"]) routes.push([method, "/api/admin/no-such-thing"]);
      continue;
    }
    const method = route.method === "ALL" ? "GET" : route.method;
    const key = `${method} ${route.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push([method, fill(route.path)]);
  }
  return routes;
}
