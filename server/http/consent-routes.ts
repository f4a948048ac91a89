import { Hono } from "hono";
import { z } from "zod";
import { consentIdMessage, consentRecordSchema } from "#app/schemas/consent";
import { consentHistory, recordConsent, type StoredConsent } from "#server/services/consent";
import type { AppServices } from "./app-services";
import { errorBody } from "./errors";
import { limitRequests } from "./request-limit";
import { parseJsonBody, parseWith } from "./validation";

function recordReply(saved: StoredConsent) {
  return {
    id: saved.id,
    consentId: saved.consentId,
    choice: saved.choice,
    policyVersion: saved.policyVersion,
    recordedAt: saved.createdAt.toISOString(),
  };
}

const consentIdParam = z.strictObject({ consentId: z.uuid({ error: consentIdMessage }) });

/**
 * POST records a cookie choice; GET answers every choice made under a consent id, which only the
 * browser that holds the random id knows. Each is rate limited per client like the lead forms, so
 * nobody can try ids by the thousand. Choosing again
 * with the same id (Essential Only withdraws consent to optional cookies) adds to that history.
 */
export function consentRoutes(services: AppServices): Hono {
  const routes = new Hono();
  routes.post("/", async (c) => {
    const record = await parseJsonBody(c, consentRecordSchema);
    await limitRequests(c, services, "consent", services.config.rateLimitPerMinute);
    return c.json(recordReply(await recordConsent(services.db, record)), 201);
  });
  routes.get("/:consentId", async (c) => {
    const { consentId } = parseWith(consentIdParam, c.req.param());
    await limitRequests(c, services, "consent-lookup", services.config.rateLimitPerMinute);
    const history = await consentHistory(services.db, consentId);
    if (history.length === 0) return c.json(errorBody("We hold no cookie choice under this consent id."), 404);
    c.header("Cache-Control", "no-store");
    return c.json({ consentId, choices: history.map(recordReply) });
  });
  return routes;
}
