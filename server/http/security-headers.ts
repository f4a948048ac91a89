import type { MiddlewareHandler } from "hono";
import { contentSecurityPolicy } from "./csp";

const fixedHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  // No other site may load our responses as images, scripts or frames' resources (a no-cors read of
  // an API answer or a page by a hostile page). Emails carry no images from the site, so none break.
  "Cross-Origin-Resource-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
};

const defaultCsp = contentSecurityPolicy();

/**
 * The baseline headers on every response. HTML responses carry their own CSP
 * (with the hashes of their inline scripts); everything else gets the strict default.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(fixedHeaders)) c.res.headers.set(name, value);
    if (!c.res.headers.has("Content-Security-Policy")) c.res.headers.set("Content-Security-Policy", defaultCsp);
    c.res.headers.delete("X-Powered-By");
  };
}
