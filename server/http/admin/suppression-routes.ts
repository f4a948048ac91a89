import { Hono } from "hono";
import { suppressionAddSchema, suppressionLiftSchema } from "#app/schemas/mail-suppression";
import type { AppServices } from "#server/http/app-services";
import { liftByStaff, suppressByStaff } from "#server/services/admin/suppressions-admin";
import { done, readAdminInput, refused } from "./form-input";

/** Staff add an address to the suppression list or lift one (docs/email.md#suppression-list); both audited. */
export function adminSuppressionRoutes(services: AppServices): Hono {
  const routes = new Hono();
  const back = "/admin/outbox?tab=suppressions";

  routes.post("/suppressions", async (c) => {
    const input = await readAdminInput(c);
    const parsed = suppressionAddSchema.safeParse(input.fields);
    if (!parsed.success) return refused(c, input, 400, "suppression-email", back);
    const { email, note } = parsed.data;
    const added = await suppressByStaff(
      services.db,
      c.get("staff"),
      services.clock(),
      email,
      note ?? "",
      services.logger.hash,
    );
    if (!added) return refused(c, input, 409, "already-suppressed", back);
    return done(c, input, { notice: "address-suppressed", json: { email: email.toLowerCase() }, to: back });
  });

  routes.post("/suppressions/lift", async (c) => {
    const input = await readAdminInput(c);
    const parsed = suppressionLiftSchema.safeParse(input.fields);
    if (!parsed.success) return refused(c, input, 400, "invalid-input", back);
    const lifted = await liftByStaff(
      services.db,
      c.get("staff"),
      services.clock(),
      parsed.data.email,
      services.logger.hash,
    );
    if (!lifted) return refused(c, input, 404, "not-suppressed", back);
    return done(c, input, { notice: "suppression-lifted", to: back });
  });
  return routes;
}
