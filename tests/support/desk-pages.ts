import type { AppLoadContext } from "react-router";
import { createDeskContext } from "#server/http/admin/desk-context";
import type { PageRequestContext } from "#server/http/page-request";
import type { PageServices } from "./api-app";

type RouteModule = {
  loader?: (args: never) => Promise<Response> | Response;
  action?: (args: never) => Promise<Response> | Response;
};

/** The route module for a path: an exact key first, then a key with `:name` segments (its params). */
function routeFor(
  routes: Record<string, RouteModule>,
  path: string,
): { route: RouteModule; params: Record<string, string> } | null {
  const exact = routes[path];
  if (exact) return { route: exact, params: {} };
  const segments = path.split("/");
  for (const [pattern, route] of Object.entries(routes)) {
    const parts = pattern.split("/");
    if (parts.length !== segments.length || !parts.some((part) => part.startsWith(":"))) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, i) => {
      const segment = segments[i] ?? "";
      if (part.startsWith(":")) params[part.slice(1)] = decodeURIComponent(segment);
      return part.startsWith(":") ? segment !== "" : part === segment;
    });
    if (matches) return { route, params };
  }
  return null;
}

/**
 * A page renderer for the in-process app: the given route modules by path (`:name` for a param), with the load
 * context the server gives them, so a test goes through the gate, the page's loader and action,
 * and the sign-in routes as a browser would.
 */
export function deskPages(routes: Record<string, RouteModule>) {
  return (services: PageServices) => {
    const desk = createDeskContext(services, services.events);
    return async (request: Request, perRequest: PageRequestContext): Promise<Response> => {
      const found = routeFor(routes, new URL(request.url).pathname);
      const route = found?.route;
      const run = request.method === "GET" ? route?.loader : route?.action;
      if (!run) return new Response("Not found", { status: 404 });
      const context = {
        desk,
        staff: perRequest.staff,
        carriedForm: perRequest.carriedForm ?? null,
        refusal: perRequest.refusal ?? null,
        clientIpHash: perRequest.ipHash,
      };
      try {
        return await run({
          request,
          context: context as unknown as AppLoadContext,
          params: found?.params ?? {},
        } as never);
      } catch (thrown) {
        if (thrown instanceof Response) return thrown;
        throw thrown;
      }
    };
  };
}

/** The `name=value` of the flash cookie a response set ("" when it clears it), or null. */
export function flashOf(response: Response): string | null {
  const header = response.headers.getSetCookie().find((c) => c.startsWith("admin-flash="));
  return header ? (header.split(";")[0] ?? "") : null;
}

/**
 * A done page action: its 303 back (or on), and the page it leads to as the browser then sees it,
 * with the flash cookie sent back once.
 */
export async function followFlash(
  h: { request: (path: string, init?: RequestInit) => Promise<Response> },
  cookie: string,
  posted: Response,
): Promise<{ location: string; page: Response }> {
  const location = posted.headers.get("location") ?? "";
  const flash = flashOf(posted);
  const page = await h.request(location, { headers: { cookie: flash ? `${cookie}; ${flash}` : cookie } });
  return { location, page };
}
