import type { Context, MiddlewareHandler } from "hono";
import { safeAdminPath } from "#app/lib/admin/safe-path";
import { saysThisSite } from "#app/lib/same-site";
import { tokenHolder, clearSessionCookie, readSessionCookie } from "#app/modules/staff/server";
import { resolveSession, type Staff } from "#app/modules/staff/server";
import type { AppServices } from "#server/http/app-services";
import { siteHeadersOf } from "#server/http/site-headers";
import { adminFormLimit, formFieldsOf } from "./form-input";
import { clientIp } from "#server/http/client-ip";
import { errorBody, HttpError } from "#server/http/errors";
import { renderHtmlPage } from "#server/http/pages";
import { decodeUtf8 } from "#server/http/validation";

declare module "hono" {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ContextVariableMap {
    /** The signed-in staff member, set by the admin gate. */
    staff: Staff;
  }
}

const stateChanging = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Whether a path belongs to the admin area (pages, their .data requests, and the admin API). */
export function isAdminPath(path: string): boolean {
  return (
    path === "/admin" ||
    path.startsWith("/admin/") ||
    path.startsWith("/admin.") ||
    path === "/api/admin" ||
    path.startsWith("/api/admin/")
  );
}

/** The sign-in page and the first-account setup page, with their forms, are the only parts open to everyone. */
function isPublic(path: string): boolean {
  return ["/admin/login", "/admin/setup"].some(
    (page) => path === page || path === `${page}/` || path === `${page}.data`,
  );
}

function signInRedirect(c: Context): Response {
  const url = new URL(c.req.url);
  const next = c.req.method === "GET" && !url.pathname.endsWith(".data") ? url.pathname + url.search : "/admin";
  const target = `/admin/login?next=${encodeURIComponent(next)}`;
  return c.redirect(target, 303);
}

function isFormPost(c: Context): boolean {
  const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  return c.req.method === "POST" && type === "application/x-www-form-urlencoded";
}

/**
 * A form posted to a desk page after its session ended: the sign-in page (401), carrying what
 * was posted in hidden fields and the page to return to; nothing is stored on the server. After
 * signing in, the staff member confirms and the same fields go to the same page's action.
 */
async function signInCarrying(c: Context, services: AppServices, render: NonNullable<AppServices["renderPage"]>) {
  const url = new URL(c.req.url);
  const page = safeAdminPath(url.pathname + url.search);
  let fields: Array<[string, string]> = [];
  try {
    const bytes = await c.req.arrayBuffer();
    if (bytes.byteLength <= adminFormLimit) {
      const text = decodeUtf8(bytes);
      formFieldsOf(text);
      fields = [...new URLSearchParams(text)];
    }
  } catch (error) {
    // A body the page would refuse is not carried: signing in then goes back to the page.
    if (!(error instanceof HttpError)) throw error;
  }
  const login = new URL("/admin/login", url.origin);
  login.searchParams.set("next", page);
  const response = await renderHtmlPage(render, new Request(login, { headers: c.req.raw.headers }), {
    ipHash: services.logger.hash(clientIp(c, services.config.trustProxy)),
    staff: null,
    carriedForm: { page, fields, signedIn: false },
  });
  return new Response(response.body, { status: 401, headers: response.headers });
}

/**
 * Everything under /admin and /api/admin passes here first: cross-site state changes are refused
 * (403), a request without a live session goes to the sign-in page (pages) or gets 401 (API), and
 * every answer is marked private and not for search engines.
 */
export function adminGate(services: AppServices): MiddlewareHandler {
  const { clock } = services;
  return async (c, next) => {
    const path = c.req.path;
    if (!isAdminPath(path)) return next();
    const finish = (response: Response) => {
      response.headers.set("Cache-Control", "no-store");
      response.headers.set("X-Robots-Tag", "noindex, nofollow");
      return response;
    };
    const isApi = path === "/api/admin" || path.startsWith("/api/admin/");
    // An integration's token: no cookie rides along with it, so no other site can make a browser
    // send it, and the same-site check is not needed. A read-only token reads.
    const bearer = isApi ? /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1] : undefined;
    if (bearer !== undefined) {
      const holder = await tokenHolder(services.db, bearer, clock());
      if (!holder) return finish(c.json(errorBody("That API token is not valid."), 401));
      if (holder.access === "read" && !["GET", "HEAD"].includes(c.req.method))
        return finish(c.json(errorBody("This API token can only read. Use a read-write token to make changes."), 403));
      c.set("staff", holder);
      await next();
      finish(c.res);
      return;
    }
    // Stricter than the public API's check: a state change must say it comes from this site.
    if (stateChanging.has(c.req.method) && !saysThisSite(siteHeadersOf(c, services.config.publicUrl))) {
      return finish(c.json(errorBody("Requests from other websites are not accepted."), 403));
    }
    const token = readSessionCookie(c);
    const staff = token ? await resolveSession(services.db, token, clock()) : null;
    if (staff) c.set("staff", staff);
    if (!staff && !isPublic(path)) {
      if (token) clearSessionCookie(c);
      if (!isApi && isFormPost(c) && services.renderPage)
        return finish(await signInCarrying(c, services, services.renderPage));
      const answer = isApi ? c.json(errorBody("Sign in to use the admin API."), 401) : signInRedirect(c);
      return finish(answer);
    }
    await next();
    finish(c.res);
  };
}
