import { Hono } from "hono";
import {
  cancelFromDesk,
  closeDayFromDesk,
  giveHostFromDesk,
  importClosedDays,
  makeCalendarFeed,
  markOutcomeFromDesk,
  reopenDayFromDesk,
  rescheduleFromDesk,
  revokeFeedFromDesk,
} from "#app/modules/meetings/server";
import { erasePerson, exportPerson, addWebhookEndpoint, changeWebhookEndpoint } from "#app/modules/desk/server";
import { endOneOwnSession, endOtherOwnSessions } from "#app/modules/staff/server";
import type { AppServices } from "#server/http/app-services";
import { jsonOf, readAdminInput } from "./form-input";

/** Appointments, personal data, webhook endpoints and the staff member's sessions. */
export function adminOperationsRoutes(services: AppServices): Hono {
  const routes = new Hono();

  routes.post("/appointments/:id/cancel", async (c) => {
    const input = await readAdminInput(c);
    return jsonOf(c, await cancelFromDesk(services, c.get("staff"), c.req.param("id"), input.fields));
  });

  routes.post("/appointments/:id/reschedule", async (c) => {
    const input = await readAdminInput(c);
    return jsonOf(c, await rescheduleFromDesk(services, c.get("staff"), c.req.param("id"), input.fields));
  });

  routes.post("/appointments/:id/host", async (c) => {
    const input = await readAdminInput(c);
    return jsonOf(c, await giveHostFromDesk(services, c.get("staff"), c.req.param("id"), input.fields));
  });

  routes.post("/appointments/:id/outcome", async (c) => {
    const input = await readAdminInput(c);
    return jsonOf(c, await markOutcomeFromDesk(services, c.get("staff"), c.req.param("id"), input.fields));
  });

  routes.post("/calendar-feeds", async (c) => {
    await readAdminInput(c);
    return jsonOf(c, await makeCalendarFeed(services, c.get("staff")));
  });

  routes.post("/calendar-feeds/:id/revoke", async (c) => {
    await readAdminInput(c);
    return jsonOf(c, await revokeFeedFromDesk(services, c.get("staff"), c.req.param("id")));
  });

  routes.post("/closed-days", async (c) => {
    const input = await readAdminInput(c);
    return jsonOf(c, await closeDayFromDesk(services, c.get("staff"), input.fields));
  });

  routes.post("/closed-days/import", async (c) => {
    const input = await readAdminInput(c);
    return jsonOf(c, await importClosedDays(services, c.get("staff"), input.fields));
  });

  routes.post("/closed-days/:date/reopen", async (c) => {
    await readAdminInput(c);
    return jsonOf(c, await reopenDayFromDesk(services, c.get("staff"), c.req.param("date")));
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
