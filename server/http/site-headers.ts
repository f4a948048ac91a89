import type { Context } from "hono";
import type { SiteHeaders } from "#app/lib/same-site";

/** The site's host: PUBLIC_URL's when set, else the one the request was sent to. */
export function siteHostOf(c: Context, publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).host : (c.req.header("host") ?? "");
}

/** What a Hono request says about where it comes from, for the same-site check (app/lib/same-site.ts). */
export function siteHeadersOf(c: Context, publicUrl: string | undefined): SiteHeaders {
  return {
    origin: c.req.header("origin"),
    fetchSite: c.req.header("sec-fetch-site"),
    host: c.req.header("host"),
    publicUrl,
  };
}
