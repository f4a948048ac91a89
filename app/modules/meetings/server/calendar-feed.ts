import { randomBytes } from "node:crypto";
import { and, asc, eq, gte, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import { createEvents, type EventAttributes } from "ics";
import { site } from "#app/content/site";
import type { Database } from "#server/db/client";
import { adminUsers, bookings, calendarFeeds, hosts } from "#server/db/schema";
import { adminLeadUrl } from "#app/modules/leads/server";
import {
  meetingLink,
  meetingPlace,
  inviteSequence,
  inviteUid,
  meetingHour,
  parameterText,
} from "#app/modules/booking/server";
import type { BookingSettings } from "#app/modules/booking/server";

/** How far back and ahead a feed reaches: a calendar app keeps what it has seen. */
const feedDaysBack = 30;
const feedDaysAhead = 120;
const dayMs = 86_400_000;

/** A feed of the whole team's meetings (`hostId` null) or of one host's. */
export type CalendarFeed = { id: string; token: string; createdAt: Date; createdBy: string; hostId: string | null };

/** The address a calendar app subscribes to. */
export function calendarFeedUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/calendar/${token}.ics`;
}

/** A feed token: 256 random bits, URL-safe; the feed's address is its only key. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** A new calendar feed, of the team or of one host; its address is shown on the appointment calendar page. */
export async function createCalendarFeed(
  db: Database,
  createdBy: string,
  hostId: string | null = null,
): Promise<CalendarFeed> {
  const [feed] = await db
    .insert(calendarFeeds)
    .values({ token: randomBytes(32).toString("base64url"), createdBy, hostId })
    .returning();
  if (!feed) throw new Error("the calendar feed was not stored");
  return feed;
}

/** Whether `staffEmail` made the feed: the one member of staff who may revoke it, until roles exist. */
export function madeBy(feed: { createdBy: string }, staffEmail: string): boolean {
  return feed.createdBy.toLowerCase() === staffEmail.toLowerCase();
}

/**
 * Ends a feed: its address answers 404 from then on. Only the member of staff who made it may
 * (docs/product.md#calendar-feed); anyone else is answered "not-maker" and the feed stays.
 */
export async function revokeCalendarFeed(
  db: Database,
  id: string,
  staffEmail: string,
  now: Date,
): Promise<"revoked" | "not-found" | "not-maker"> {
  const [feed] = await db
    .select({ createdBy: calendarFeeds.createdBy })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.id, id), isNull(calendarFeeds.revokedAt)));
  if (!feed) return "not-found";
  if (!madeBy(feed, staffEmail)) return "not-maker";
  const revoked = await db
    .update(calendarFeeds)
    .set({ revokedAt: now })
    .where(
      and(
        eq(calendarFeeds.id, id),
        isNull(calendarFeeds.revokedAt),
        sql`lower(${calendarFeeds.createdBy}) = lower(${staffEmail})`,
      ),
    )
    .returning({ id: calendarFeeds.id });
  return revoked.length > 0 ? "revoked" : "not-found";
}

/** The feeds not revoked: the team's, or the hosts' own. */
export async function activeCalendarFeeds(db: Database, whose: "team" | "hosts"): Promise<Array<CalendarFeed>> {
  return db
    .select({
      id: calendarFeeds.id,
      token: calendarFeeds.token,
      createdAt: calendarFeeds.createdAt,
      createdBy: calendarFeeds.createdBy,
      hostId: calendarFeeds.hostId,
    })
    .from(calendarFeeds)
    .where(
      and(
        isNull(calendarFeeds.revokedAt),
        whose === "team" ? isNull(calendarFeeds.hostId) : isNotNull(calendarFeeds.hostId),
      ),
    )
    .orderBy(asc(calendarFeeds.createdAt));
}

/** The live feed a token opens, or null (malformed, unknown or revoked). */
export async function feedOfToken(db: Database, token: string): Promise<{ hostId: string | null } | null> {
  if (!tokenPattern.test(token)) return null;
  const [feed] = await db
    .select({ hostId: calendarFeeds.hostId })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.token, token), isNull(calendarFeeds.revokedAt)));
  return feed ?? null;
}

/** A display name safe inside iCalendar text (no control characters). */
function plain(text: string): string {
  return text.replace(/\p{Cc}/gu, " ").trim();
}

/**
 * The name a calendar app shows for the feed: a host's own is told apart from the team's, since
 * one person often subscribes to both (docs/product.md#calendar-feed).
 */
async function calendarName(db: Database, hostId: string | null): Promise<string> {
  const team = `${site.name} consultations`;
  if (!hostId) return team;
  const [host] = await db.select({ name: hosts.displayName }).from(hosts).where(eq(hosts.staffId, hostId));
  return host ? `${team}: ${plain(host.name)}` : team;
}

/**
 * The team's meetings, or one host's, as an RFC 5545 calendar to subscribe to (METHOD:PUBLISH: a
 * published calendar, not an invitation): the confirmed meetings from 30 days back to 120 ahead,
 * and the cancelled ones among them as CANCELLED, each with the invitation's UID and SEQUENCE so a
 * calendar that also holds the emailed invitation sees one event. A host's feed leaves out the
 * meetings moved to someone else.
 */
export async function meetingsCalendar(
  db: Database,
  settings: BookingSettings,
  now: Date,
  hostId: string | null = null,
): Promise<string> {
  const rows = await db
    .select({
      booking: bookings,
      hostName: hosts.displayName,
      hostEmail: adminUsers.email,
      meetingUrl: hosts.meetingUrl,
      meetingPhone: hosts.meetingPhone,
    })
    .from(bookings)
    .leftJoin(hosts, eq(hosts.staffId, bookings.hostId))
    .leftJoin(adminUsers, eq(adminUsers.id, bookings.hostId))
    .where(
      and(
        gte(bookings.slotStart, new Date(now.getTime() - feedDaysBack * dayMs)),
        lt(bookings.slotStart, new Date(now.getTime() + feedDaysAhead * dayMs)),
        ne(bookings.status, "erased"),
        hostId ? eq(bookings.hostId, hostId) : undefined,
      ),
    )
    .orderBy(asc(bookings.slotStart));
  const team = { salesEmail: settings.salesEmail, publicUrl: settings.publicUrl, timeZone: settings.businessTimeZone };
  const calName = await calendarName(db, hostId);
  const events: Array<EventAttributes> = rows.map(({ booking: row, ...host }) => {
    const cancelled = row.status === "cancelled";
    const lead = row.leadId ? adminLeadUrl(team, "appointment", row.leadId) : null;
    return {
      uid: inviteUid(row.id),
      sequence: inviteSequence(cancelled ? "CANCEL" : "REQUEST", row.sequence),
      status: cancelled ? "CANCELLED" : "CONFIRMED",
      ...meetingHour(row.slotStart),
      title: plain(`Consultation: ${row.name} (${row.company})`),
      location: meetingPlace(meetingLink(host, settings)),
      description: [
        `Initial consultation with ${plain(row.name)}, ${plain(row.company)}.`,
        `Email: ${row.email}`,
        `Phone: ${plain(row.phone)}`,
        ...(host.hostName ? [`Host: ${plain(host.hostName)}`] : []),
        ...(lead ? [`Lead: ${lead}`] : []),
      ].join("\n"),
      ...(lead ? { url: lead } : {}),
      organizer:
        host.hostName && host.hostEmail
          ? { name: parameterText(host.hostName), email: host.hostEmail }
          : { name: site.name, email: settings.salesEmail },
      productId: `${new URL(site.url).hostname}/team-calendar`,
      calName,
    };
  });
  if (events.length === 0) {
    // An empty calendar is still a calendar: the header alone.
    return [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      `PRODID:${new URL(site.url).hostname}/team-calendar`,
      "METHOD:PUBLISH",
      `X-WR-CALNAME:${calName}`,
      "END:VCALENDAR",
      "",
    ].join("\r\n");
  }
  const result = createEvents(events);
  if (result.error || !result.value) throw result.error ?? new Error("the team calendar could not be built");
  return result.value;
}
