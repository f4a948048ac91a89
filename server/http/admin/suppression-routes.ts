import { Hono } from "hono";
import type { AppServices } from "#server/http/app-services";
import { liftByHand, suppressByHand } from "#server/services/admin/outbox-actions";
import { jsonOf, readAdminInput } from "./form-input";

/** Staff add an address to the suppression list or lift one (docs/email.md#suppression-list); both audited. */
export function adminSuppressionRoutes(services: AppServices): Hono {
  const routes = new Hono();
  routes.post("/suppressions", async (c) => {
    const input = await readAdminInput(c);
    return jsonOf(c, await suppressByHand(services, c.get("staff"), input.fields));
  });
  routes.post("/suppressions/lift", async (c) => {
    const input = await readAdminInput(c);
    return jsonOf(c, await liftByHand(services, c.get("staff"), input.fields));
  });
  return routes;
}
