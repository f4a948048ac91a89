// The one same-site check (docs/architecture.md, "How each kind of page works"): what the Origin and
// Sec-Fetch-Site headers, which browsers add and a page cannot set, say about where a state-changing
// request was sent from. The API guard and the link pages refuse what says "another site"; the admin
// gate, stricter, accepts only what says "this site". Plain values in, so the server (Hono) and the
// link pages' route actions (a Fetch Request) share it.

/** A request's word on where it comes from, and this site's addresses to compare it with. */
export type SiteHeaders = {
  /** The Origin header; absent when not sent. */
  origin: string | undefined;
  /** The Sec-Fetch-Site header; absent when not sent. */
  fetchSite: string | undefined;
  /** The host the request was addressed to (its Host header, or its URL's host). */
  host: string | undefined;
  /** The configured public address (PUBLIC_URL), which is this site too behind a proxy. */
  publicUrl?: string;
};

/** Whether an Origin names this site: the request's own host, or the public address. */
function originIsThisSite(origin: string, headers: SiteHeaders): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (headers.host && parsed.host === headers.host) return true;
  return headers.publicUrl !== undefined && parsed.origin === new URL(headers.publicUrl).origin;
}

/**
 * True when the headers say another site sent the request (a cross-site form or script: CSRF).
 * Saying nothing is not that: API clients and older browsers send neither header.
 */
export function saysOtherSite(headers: SiteHeaders): boolean {
  if (headers.fetchSite === "cross-site") return true;
  if (headers.origin === undefined) return false;
  return headers.origin === "null" || !originIsThisSite(headers.origin, headers);
}

/**
 * True only when the headers say this site sent the request: an Origin of this site, or without
 * one, `Sec-Fetch-Site: same-origin`. Any other Sec-Fetch-Site (same-site, none, cross-site) and
 * saying nothing are refused.
 */
export function saysThisSite(headers: SiteHeaders): boolean {
  if (headers.fetchSite && headers.fetchSite !== "same-origin") return false;
  if (!headers.origin || headers.origin === "null") return headers.fetchSite === "same-origin";
  return originIsThisSite(headers.origin, headers);
}
