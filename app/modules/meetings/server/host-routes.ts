import { Hono } from "hono";
import type { AppServices } from "#server/http/app-services";
import { jsonOf, readAdminInput } from "#server/http/admin/form-input";
import { makeCalendarFeed } from "./calendar-feed-actions";
import { addDayOffFromDesk, removeDayOffFromDesk, saveHostFromDesk } from "./host-actions";

/** The hosts who take meetings (docs/product.md#hosts): their settings, days off and own calendar feeds. */
export function adminHostRoutes(services: AppServices): Hono {
  const routes = new Hono();

  routes.post("/hosts/:staffId", async (c) => {
    const input = await readAdminInput(c);
    return jsonOf(c, await saveHostFromDesk(services, c.get("staff"), c.req.param("staffId"), input.fields));
  });

  routes.post("/hosts/:staffId/days-off", async (c) => {
    const input = await readAdminInput(c);
    return jsonOf(c, await addDayOffFromDesk(services, c.get("staff"), c.req.param("staffId"), input.fields));
  });

  routes.post("/hosts/:staffId/days-off/:date/remove", async (c) => {
    await readAdminInput(c);
    const { staffId, date } = c.req.param();
    return jsonOf(c, await removeDayOffFromDesk(services, c.get("staff"), staffId, date));
  });

  routes.post("/hosts/:staffId/calendar-feeds", async (c) => {
    await readAdminInput(c);
    return jsonOf(c, await makeCalendarFeed(services, c.get("staff"), c.req.param("staffId")));
  });

  return routes;
}
