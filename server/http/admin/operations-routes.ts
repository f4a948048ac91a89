import { Hono } from "hono";
import { publicUrlOf } from "#server/config";
import { z } from "zod";
import { isSupportedDate } from "#app/lib/booking-slots";
import { calendarDate, isOneLine } from "#app/schemas/fields";
import {
  closeDates,
  reopenDate,
  assignHost,
  moveBooking,
  bookingSettings,
  closedDaysFromIcs,
  createBookingManager,
} from "#app/modules/booking/server";
import { isUuid } from "#app/lib/uuid";
import { meetingOutcomeSchema } from "#app/modules/meetings";
import {
  calendarFeedUrl,
  cancelAppointment,
  createCalendarFeed,
  markMeetingOutcome,
  revokeCalendarFeed,
} from "#app/modules/meetings/server";
import { recordAudit } from "#server/services/admin/audit";
import { erasePerson, exportPerson } from "#server/services/admin/personal-data-actions";
import { endOneOwnSession, endOtherOwnSessions } from "#server/services/admin/account-actions";
import { addWebhookEndpoint, changeWebhookEndpoint } from "#server/services/webhooks/endpoint-actions";
import type { AppServices } from "#server/http/app-services";
import { done, jsonOf, readAdminInput, refused } from "./form-input";

/** Appointments, personal data, webhook endpoints and the staff member's sessions. */
export function adminOperationsRoutes(services: AppServices): Hono {
  const routes = new Hono();
  const { clock } = services;
  const bookings = createBookingManager({
    db: services.db,
    settings: bookingSettings(services.config),
    mailQueued: services.mailQueued,
    clock,
  });

  const rescheduleInput = z.object({
    date: calendarDate("Give the date to move to."),
    time: z.string().regex(/^\d{2}:\d{2}$/),
  });

  routes.post("/appointments/:id/cancel", async (c) => {
    const input = await readAdminInput(c);
    const reason = typeof input.fields.reason === "string" ? input.fields.reason.trim().slice(0, 500) : "";
    const outcome = await cancelAppointment(
      services.db,
      bookings,
      c.get("staff"),
      clock(),
      c.req.param("id"),
      reason || undefined,
    );
    if (outcome === "not-found") return refused(c, input, 404, "not-found");
    if (outcome === "not-cancellable") return refused(c, input, 409, "not-cancellable");
    return done(c, input, { notice: "appointment-cancelled" });
  });

  routes.post("/appointments/:id/reschedule", async (c) => {
    const input = await readAdminInput(c);
    const parsed = rescheduleInput.safeParse(input.fields);
    if (!parsed.success || !isUuid(c.req.param("id"))) return refused(c, input, 400, "invalid-input");
    const settings = bookingSettings(services.config);
    const outcome = await moveBooking(
      services.db,
      settings,
      { id: c.req.param("id") },
      parsed.data,
      clock(),
      c.get("staff"),
    );
    if (!outcome.moved) {
      const code = outcome.status === 404 ? "not-found" : outcome.status === 409 ? "slot-taken" : "slot-refused";
      return refused(c, input, outcome.status, code);
    }
    services.mailQueued?.();
    return done(c, input, { notice: "appointment-moved", json: { moved: true, startUtc: outcome.to.toISOString() } });
  });

  // docs/product.md#hosts: a meeting booked before hosts existed is given one from the appointment calendar.
  routes.post("/appointments/:id/host", async (c) => {
    const input = await readAdminInput(c);
    const host = typeof input.fields.host === "string" ? input.fields.host : "";
    const outcome = await assignHost(
      services.db,
      bookingSettings(services.config),
      c.req.param("id"),
      host,
      c.get("staff"),
      clock(),
    );
    if (!outcome.assigned) return refused(c, input, outcome.status, outcome.refusal);
    services.mailQueued?.();
    return done(c, input, { notice: "host-assigned", json: { hostId: outcome.hostId } });
  });

  // docs/product.md#after-the-meeting: any member of staff marks a started meeting held or no-show.
  routes.post("/appointments/:id/outcome", async (c) => {
    const input = await readAdminInput(c);
    const parsed = meetingOutcomeSchema.safeParse(input.fields);
    if (!parsed.success) return refused(c, input, 400, "meeting-outcome");
    const { outcome } = parsed.data;
    const result = await markMeetingOutcome(services.db, c.req.param("id"), outcome, c.get("staff"), clock());
    if (!result.marked) return refused(c, input, result.status, result.refusal);
    return done(c, input, {
      notice: outcome === "held" ? "meeting-held" : "meeting-no-show",
      json: {
        outcome,
        outcomeAt: result.outcomeAt.toISOString(),
        outcomeBy: result.outcomeBy,
        changed: result.changed,
        stage: result.stage,
      },
    });
  });

  routes.post("/calendar-feeds", async (c) => {
    const input = await readAdminInput(c);
    const staff = c.get("staff");
    const feed = await createCalendarFeed(services.db, staff.email);
    await recordAudit(services.db, staff, clock(), "calendar-feed.created", { subject: `calendar-feed:${feed.id}` });
    return done(c, input, {
      notice: "calendar-feed-created",
      json: { id: feed.id, url: calendarFeedUrl(publicUrlOf(services.config), feed.token) },
    });
  });

  routes.post("/calendar-feeds/:id/revoke", async (c) => {
    const input = await readAdminInput(c);
    const id = c.req.param("id");
    const outcome = isUuid(id) ? await revokeCalendarFeed(services.db, id, c.get("staff").email, clock()) : "not-found";
    if (outcome === "not-found") return refused(c, input, 404, "not-found");
    if (outcome === "not-maker") return refused(c, input, 403, "calendar-feed-not-yours");
    await recordAudit(services.db, c.get("staff"), clock(), "calendar-feed.revoked", {
      subject: `calendar-feed:${id}`,
    });
    return done(c, input, { notice: "calendar-feed-revoked" });
  });

  // Not strict: a form post also carries the page's empty list fields.
  const closedDayInput = z.object({
    date: calendarDate("Give the day to close."),
    reason: z.string().trim().max(200).refine(isOneLine).default(""),
    returnTo: z.string().optional(),
  });

  routes.post("/closed-days", async (c) => {
    const input = await readAdminInput(c);
    const parsed = closedDayInput.safeParse(input.fields);
    if (!parsed.success) return refused(c, input, 400, "invalid-input");
    const { date, reason } = parsed.data;
    await closeDates(services.db, [{ date, reason }]);
    await recordAudit(services.db, c.get("staff"), clock(), "closed-day.added", {
      subject: `date:${date}`,
      details: { reason },
    });
    return done(c, input, { notice: "closed-day-added", json: { date, closed: true } });
  });

  routes.post("/closed-days/import", async (c) => {
    const input = await readAdminInput(c);
    const days = closedDaysFromIcs(typeof input.fields.calendar === "string" ? input.fields.calendar : "");
    if (days.length === 0) return refused(c, input, 400, "no-calendar-dates");
    const added = await closeDates(services.db, days);
    await recordAudit(services.db, c.get("staff"), clock(), "closed-day.imported", {
      subject: `dates:${days[0]?.date}..${days.at(-1)?.date}`,
      details: { added },
    });
    return done(c, input, { notice: "closed-days-imported", json: { dates: days.length, added } });
  });

  routes.post("/closed-days/:date/reopen", async (c) => {
    const input = await readAdminInput(c);
    const date = c.req.param("date");
    if (!isSupportedDate(date) || !(await reopenDate(services.db, date))) return refused(c, input, 404, "not-found");
    await recordAudit(services.db, c.get("staff"), clock(), "closed-day.reopened", { subject: `date:${date}` });
    return done(c, input, { notice: "closed-day-reopened", json: { date, closed: false } });
  });

  routes.post("/personal-data/export", async (c) => {
    const input = await readAdminInput(c);
    const exported = await exportPerson(services, c.get("staff"), input.fields);
    if (!exported.ok) return jsonOf(c, exported);
    return c.body(exported.json, 200, {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exported.filename}"`,
    });
  });

  routes.post("/personal-data/erase", async (c) => {
    const input = await readAdminInput(c);
    return jsonOf(c, await erasePerson(services, c.get("staff"), input.fields));
  });

  routes.post("/webhooks", async (c) => {
    const input = await readAdminInput(c);
    return jsonOf(c, await addWebhookEndpoint(services, c.get("staff"), input.fields));
  });

  for (const change of ["enable", "disable", "delete"] as const) {
    routes.post(`/webhooks/:id/${change}`, async (c) => {
      await readAdminInput(c);
      return jsonOf(c, await changeWebhookEndpoint(services, c.get("staff"), c.req.param("id"), change));
    });
  }

  routes.post("/sessions/end-others", async (c) => {
    await readAdminInput(c);
    return jsonOf(c, await endOtherOwnSessions(services, c.get("staff")));
  });

  routes.post("/sessions/:id/end", async (c) => {
    await readAdminInput(c);
    return jsonOf(c, await endOneOwnSession(services, c.get("staff"), c.req.param("id")));
  });
  return routes;
}
