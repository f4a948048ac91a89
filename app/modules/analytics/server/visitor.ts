import { createHash, randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { analyticsSalts } from "#server/db/schema";

/** The first-party cookie holding a consenting browser's random visitor id (app/modules/analytics/lib/tracker.ts). */
export const visitorCookieName = "analytics-visitor";
/** The cookie banner's choice (app/features/consent/consent-storage.ts). */
const consentCookieName = "cookie-consent";
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** What a request tells about its browser: its headers and address, nothing stored. */
export type VisitorSignals = {
  cookie: string | undefined;
  userAgent: string;
  ip: string;
  /** `Sec-GPC: 1` or `DNT: 1`: the browser asks not to be tracked, whatever the banner says. */
  optedOut: boolean;
};

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/**
 * The visitor id of a browser that accepted all cookies and does not ask not to be tracked; null
 * otherwise (then nothing links its visits across days).
 */
export function consentedVisitorId(signals: VisitorSignals): string | null {
  if (signals.optedOut || cookieValue(signals.cookie, consentCookieName) !== "all") return null;
  const id = cookieValue(signals.cookie, visitorCookieName);
  return id && uuidPattern.test(id) ? id.toLowerCase() : null;
}

function digest(...parts: Array<string>): string {
  return createHash("sha256").update(parts.join("\u0000")).digest("hex").slice(0, 32);
}

/** The key a consenting browser's events are filed under: a hash of its id, so the cookie's value is not stored. */
export function consentedKey(visitorId: string): string {
  return `c:${digest(visitorId)}`;
}

/**
 * What an event sent without consent keeps of its page's random in-memory id: a hash, so that only
 * the page that holds the id can later move its events to a visitor id.
 */
export function pageKey(pageId: string): string {
  return `p:${digest(pageId.toLowerCase())}`;
}

/** The key of a browser without consent today: site, address and browser, mixed with today's salt. */
export function dailyKey(salt: string, siteHost: string, signals: VisitorSignals): string {
  return `d:${digest(salt, siteHost, signals.ip, signals.userAgent)}`;
}

export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Today's salt (one per UTC day, shared by every process through the database). `create` makes it
 * when missing and deletes the days before: an event may start the day; a lead only looks (no salt
 * means no event today to match).
 */
export function saltBook(db: Database) {
  let cached: { day: string; salt: string } | null = null;
  return async function saltOf(at: Date, create: boolean): Promise<string | null> {
    const day = utcDay(at);
    if (cached?.day === day) return cached.salt;
    let [row] = await db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day));
    if (!row && create) {
      await db
        .insert(analyticsSalts)
        .values({ day, salt: randomBytes(32).toString("base64url") })
        .onConflictDoNothing();
      await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
      [row] = await db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day));
    }
    if (!row) return null;
    cached = { day, salt: row.salt };
    return row.salt;
  };
}
export type SaltBook = ReturnType<typeof saltBook>;
