import { Hono } from "hono";
import { bookingSettings } from "#app/modules/booking/server";
import { feedOfToken, meetingsCalendar } from "./calendar-feed";
import type { AppServices } from "#server/http/app-services";
import { errorBody } from "#server/http/errors";

/**
 * `GET /calendar/<token>.ics`: the team's meetings, or one host's, for a calendar app to subscribe to
 * (docs/product.md#calendar-feed). The long random token in the address is the only key, so an
 * unknown or revoked one is a plain 404, and nothing is cached or indexed.
 */
export function calendarRoutes(services: AppServices): Hono {
  const routes = new Hono();
  const settings = bookingSettings(services.config);
  routes.get("/calendar/:file", async (c) => {
    const file = c.req.param("file");
    const token = file.endsWith(".ics") ? file.slice(0, -".ics".length) : "";
    const feed = await feedOfToken(services.db, token);
    if (!feed) return c.json(errorBody("Not found."), 404);
    const body = await meetingsCalendar(services.db, settings, services.clock(), feed.hostId);
    return c.body(body, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
      "Content-Disposition": 'inline; filename="consultations.ics"',
    });
  });
  return routes;
}
