import { publicUrlOf } from "#server/config";
import { isUuid } from "#app/lib/uuid";
import { recordAudit } from "#app/modules/staff/server";
import { deskDone, deskRefusal, type DeskServices } from "#server/services/admin/desk-services";
import type { Staff } from "#app/modules/staff/server";
import { calendarFeedUrl, createCalendarFeed, revokeCalendarFeed } from "./calendar-feed";
import { isHost } from "./hosts";

const made = "A new calendar feed address is below. Subscribe to it in your calendar app.";

/**
 * A new feed address (docs/product.md#calendar-feed): the team's, or one host's own when `hostId`
 * is given (then it must be a host).
 */
export async function makeCalendarFeed(desk: DeskServices, staff: Staff, host?: unknown) {
  const hostId = host === undefined ? null : typeof host === "string" && isUuid(host) ? host : "";
  if (hostId !== null && (hostId === "" || !(await isHost(desk.db, hostId))))
    return deskRefusal(404, "That item no longer exists.");
  const feed = await createCalendarFeed(desk.db, staff.email, hostId);
  await recordAudit(desk.db, staff, desk.clock(), "calendar-feed.created", {
    subject: `calendar-feed:${feed.id}`,
    ...(hostId ? { details: { host: hostId } } : {}),
  });
  return deskDone(made, { data: { id: feed.id, url: calendarFeedUrl(publicUrlOf(desk.config), feed.token) } });
}

/** Ends a feed address; only the member of staff who made it may (docs/product.md#calendar-feed). */
export async function revokeFeedFromDesk(desk: DeskServices, staff: Staff, id: unknown) {
  const outcome =
    typeof id === "string" && isUuid(id)
      ? await revokeCalendarFeed(desk.db, id, staff.email, desk.clock())
      : "not-found";
  if (outcome === "not-found") return deskRefusal(404, "That item no longer exists.");
  if (outcome === "not-maker")
    return deskRefusal(
      403,
      "Only the member of staff who made this feed address can revoke it. Ask them, or make a new address of your own.",
    );
  await recordAudit(desk.db, staff, desk.clock(), "calendar-feed.revoked", { subject: `calendar-feed:${String(id)}` });
  return deskDone("The calendar feed address was revoked: calendar apps subscribed to it get nothing more.");
}
