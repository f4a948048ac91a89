import type { ConsentChoice } from "#app/lib/consent-policy";

/**
 * First-party analytics in the browser: page views and form starts, sent to our own server with
 * `navigator.sendBeacon` (no third-party script, docs/product.md "Security baseline"). It is part
 * of every page's first load, so it is written small and depends on nothing but the consent reader
 * it is handed (the consent feature is an upper layer, docs/architecture.md "Layers").
 *
 * Without consent the server counts a visitor by itself and the tracker keeps nothing in the
 * browser. With `Accept All` (docs/product.md "Cookie consent banner") and no Global Privacy
 * Control or Do Not Track signal, a random visitor id is kept in a first-party cookie that the
 * server reads with each event; withdrawing consent removes it at once.
 *
 * The server's key for a browser without consent is shared by every browser behind the same
 * address and user agent, so it cannot tell which of its visits a consenting browser made. The
 * page proves its own: a random id held in memory for the page's life (never stored) goes with
 * each event sent without the visitor id, and once the visitor id is there, one `consent` event
 * with it moves exactly those events to the visitor id (docs/product.md#analytics).
 *
 * Nothing here throws or writes to the console: analytics must never break or clutter a page.
 */

const eventsUrl = "/api/events";
/** The server reads the visitor id from this cookie, and only while the consent cookie says `all`. */
export const visitorCookie = "analytics-visitor";
/** 395 days (about 13 months) from the first consent: the cookie is never renewed. */
export const visitorMaxAgeSeconds = 34_128_000;
/** The server refuses longer bodies; such an event (a huge address) is not worth a request. */
const maxBodyLength = 2048;

/** Where the visitor's choice is read, and the event on window that says it changed. */
export type ConsentSource = { read: () => ConsentChoice | null; changedEvent: string };

let consent: ConsentSource | undefined;
/** The address of the page counted last, without its fragment; "" before the first. */
let lastKey = "";
/** That page's address as sent, the next page's referrer; "" for a page whose address is secret. */
let lastHref = "";
/** The referrer of the current page view, sent with its form starts too. */
let referrer = "";
let formsStarted = new Set<string>();
/** This page's random id; undefined where the browser cannot make one (then nothing moves). */
let pageId: string | undefined;
/** The visitor cookie is there, so the server files this page's events under the visitor id. */
let identified = false;
/** This page sent events without the visitor id that no consent event has claimed yet. */
let unclaimed = false;

function send(type: "pageview" | "form_start" | "consent", form?: string): void {
  try {
    // `form` and `page` are left out of the JSON when undefined.
    const page = identified && type !== "consent" ? undefined : pageId;
    const body = JSON.stringify({ type, url: location.href, referrer, form, width: screen.width, page });
    if (body.length > maxBodyLength) return;
    unclaimed ||= !identified;
    // sendBeacon outlives the page; it is missing in a few old browsers and refuses when its queue
    // is full, and then a keepalive request does the same job.
    if (!navigator.sendBeacon?.(eventsUrl, body)) {
      fetch(eventsUrl, { method: "POST", body, keepalive: true }).catch(() => undefined);
    }
  } catch {
    // A lost event is better than a broken page.
  }
}

function writeVisitorCookie(value: string, maxAge: number): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${visitorCookie}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

/**
 * Creates the visitor cookie when the visitor allows it (`Accept All`, and neither signal, which
 * outweighs the banner) and it is missing; deletes it when they do not. An existing id is left as
 * it is, so it keeps its first expiry. Before any choice nothing is written.
 */
function syncVisitorCookie(): void {
  if (!consent) return;
  try {
    const signals = navigator as Navigator & { globalPrivacyControl?: boolean };
    const allowed = consent.read() === "all" && signals.globalPrivacyControl !== true && signals.doNotTrack !== "1";
    // The visitor cookie's value; document.cookie separates cookies with "; ".
    const existing = /(?:^|; )analytics-visitor=([^;]*)/.exec(document.cookie)?.[1];
    // randomUUID exists on secure pages only, as the site is served (https, or localhost in
    // development); elsewhere it throws and the visitor goes without an id.
    if (allowed && !existing) writeVisitorCookie(crypto.randomUUID(), visitorMaxAgeSeconds);
    if (!allowed && existing !== undefined) writeVisitorCookie("", 0);
    identified = allowed;
    // On a page whose address is a secret the claim waits for the next page, as its events do.
    if (allowed && unclaimed && lastHref) {
      unclaimed = false;
      send("consent");
    }
  } catch {
    // Cookies can be blocked; the server then counts the visitor without an id.
  }
}

/** The first input or change inside a lead form (`<form data-lead-form="/api/...">`) starts it. */
function onFieldEvent(event: Event): void {
  const endpoint = (event.target as Element | null)?.closest?.("form[data-lead-form]")?.getAttribute("data-lead-form");
  if (endpoint) trackFormStart(endpoint);
}

/**
 * Starts the tracker, once per document: keeps the visitor cookie in step with the consent (now and
 * whenever the choice changes) and watches every lead form with one listener on the document.
 */
export function startTracking(source: ConsentSource): void {
  if (consent) return;
  consent = source;
  try {
    pageId = crypto.randomUUID();
  } catch {
    // Not a secure page: its events simply never move to a visitor id.
  }
  window.addEventListener(source.changedEvent, syncVisitorCookie);
  for (const type of ["input", "change"]) document.addEventListener(type, onFieldEvent, true);
  syncVisitorCookie();
}

/**
 * Sends a page view of the current address, unless it is the page counted last: an effect run twice
 * (StrictMode) or a change of the fragment alone is not a new view. The first view of a document
 * has the browser's referrer; a client-side navigation has the previous page's address, so the
 * server sees where on the site the visitor came from. `hidden`: the address is a secret (a link
 * page's token), so neither this view nor its form starts are sent, and the next page has no referrer.
 */
export function trackPageView(hidden = false): void {
  const href = location.href;
  const key = href.split("#")[0];
  if (key === lastKey) return;
  referrer = lastKey ? lastHref : document.referrer;
  lastKey = key;
  lastHref = hidden ? "" : href;
  formsStarted = new Set();
  // A choice made in another tab takes effect here on the next page.
  syncVisitorCookie();
  if (!hidden) send("pageview");
}

/** Sends a form start for the form posting to `endpoint`, once per form and page view. */
export function trackFormStart(endpoint: string): void {
  if (!lastHref || formsStarted.has(endpoint)) return;
  formsStarted.add(endpoint);
  send("form_start", endpoint);
}
