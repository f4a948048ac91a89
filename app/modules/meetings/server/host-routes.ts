import { Hono } from "hono";
import { publicUrlOf } from "#server/config";
import { isSupportedDate } from "#app/lib/booking-slots";
import type { AppServices } from "#server/http/app-services";
import { recordAudit } from "#server/services/admin/audit";
import { addHostDayOff, isHost, removeHostDayOff, saveHost } from "#app/modules/meetings/server/hosts";
import { isUuid } from "#app/lib/uuid";
import { calendarFeedUrl, createCalendarFeed } from "./calendar-feed";
import { done, readAdminInput, refused } from "#server/http/admin/form-input";

/** The hosts who take meetings (docs/product.md#hosts): their settings, days off and own calendar feeds. */
export function adminHostRoutes(services: AppServices): Hono {
  const routes = new Hono();
  const { clock } = services;
  const back = (staffId: string) => `/admin/hosts#host-${staffId}`;

  routes.post("/hosts/:staffId", async (c) => {
    const input = await readAdminInput(c);
    const staffId = c.req.param("staffId");
    if (!isUuid(staffId)) return refused(c, input, 404, "not-found", back(staffId));
    const outcome = await saveHost(services.db, staffId, input.fields);
    if (!outcome.saved) {
      const status = outcome.error === "not-found" ? 404 : 400;
      return refused(c, input, status, outcome.error, back(staffId));
    }
    await recordAudit(services.db, c.get("staff"), clock(), "host.saved", { subject: `staff:${staffId}` });
    return done(c, input, { notice: "host-saved", to: back(staffId) });
  });

  routes.post("/hosts/:staffId/days-off", async (c) => {
    const input = await readAdminInput(c);
    const staffId = c.req.param("staffId");
    const date = typeof input.fields.date === "string" ? input.fields.date : "";
    if (!isSupportedDate(date)) return refused(c, input, 400, "invalid-input", back(staffId));
    if (!isUuid(staffId) || !(await addHostDayOff(services.db, staffId, date)))
      return refused(c, input, 404, "not-found", back(staffId));
    await recordAudit(services.db, c.get("staff"), clock(), "host.day-off-added", {
      subject: `staff:${staffId}`,
      details: { date },
    });
    return done(c, input, { notice: "host-day-off-added", to: back(staffId), json: { date, off: true } });
  });

  routes.post("/hosts/:staffId/days-off/:date/remove", async (c) => {
    const input = await readAdminInput(c);
    const { staffId, date } = c.req.param();
    if (!isUuid(staffId) || !(await removeHostDayOff(services.db, staffId, date)))
      return refused(c, input, 404, "not-found", back(staffId));
    await recordAudit(services.db, c.get("staff"), clock(), "host.day-off-removed", {
      subject: `staff:${staffId}`,
      details: { date },
    });
    return done(c, input, { notice: "host-day-off-removed", to: back(staffId), json: { date, off: false } });
  });

  routes.post("/hosts/:staffId/calendar-feeds", async (c) => {
    const input = await readAdminInput(c);
    const staffId = c.req.param("staffId");
    if (!isUuid(staffId) || !(await isHost(services.db, staffId)))
      return refused(c, input, 404, "not-found", back(staffId));
    const staff = c.get("staff");
    const feed = await createCalendarFeed(services.db, staff.email, staffId);
    await recordAudit(services.db, staff, clock(), "calendar-feed.created", {
      subject: `calendar-feed:${feed.id}`,
      details: { host: staffId },
    });
    return done(c, input, {
      notice: "calendar-feed-created",
      to: back(staffId),
      json: { id: feed.id, url: calendarFeedUrl(publicUrlOf(services.config), feed.token) },
    });
  });

  return routes;
}
