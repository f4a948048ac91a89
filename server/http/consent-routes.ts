import { Hono } from "hono";
import { consentRecordSchema } from "#app/schemas/consent";
import { recordConsent } from "#server/services/consent";
import type { AppDeps } from "./deps";
import { parseJsonBody } from "./validation";

export function consentRoutes(deps: AppDeps): Hono {
  const routes = new Hono();
  routes.post("/", async (c) => {
    const record = await parseJsonBody(c, consentRecordSchema);
    const saved = await recordConsent(deps.db, record);
    return c.json(
      {
        id: saved.id,
        choice: record.choice,
        policyVersion: record.policyVersion,
        recordedAt: saved.createdAt.toISOString(),
      },
      201,
    );
  });
  return routes;
}
