import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";

/**
 * The session cookie: `__Host-admin-session`, so it is Secure, host-only and Path=/ by the
 * browser's own rules; HttpOnly and SameSite=Lax. Browsers count http://localhost as secure,
 * so it works in plain-http development too. No Max-Age: it ends with the browser, and the
 * server ends it after 30 idle minutes or 12 hours whatever the browser keeps.
 */
const name = "admin-session";

export function readSessionCookie(c: Context): string | null {
  return getCookie(c, name, "host") ?? null;
}

export function writeSessionCookie(c: Context, token: string): void {
  setCookie(c, name, token, { prefix: "host", path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, name, { prefix: "host", path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
}
