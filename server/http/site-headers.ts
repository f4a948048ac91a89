import type { Context } from "hono";
import type { SiteHeaders } from "#app/lib/same-site";

/** What a Hono request says about where it comes from, for the same-site check (app/lib/same-site.ts). */
export function siteHeadersOf(c: Context, publicUrl: string | undefined): SiteHeaders {
  return {
    origin: c.req.header("origin"),
    fetchSite: c.req.header("sec-fetch-site"),
    host: c.req.header("host"),
    publicUrl,
  };
}
