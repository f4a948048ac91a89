import { Hono } from "hono";
import { z } from "zod";
import { consentIdMessage, consentRecordSchema } from "#app/schemas/consent";
import { consentHistory, recordConsent, type StoredConsent } from "#server/services/consent";
import { hitRateLimit } from "#server/services/rate-limit";
import { clientIp } from "./client-ip";
import type { AppServices } from "./app-services";
import { errorBody, HttpError } from "./errors";
import { rateLimitedMessage } from "./submission-handler";
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
 * POST records a cookie choice (rate limited per IP like the lead forms); GET answers every choice
 * made under a consent id, which only the browser that holds the random id knows. Choosing again
 * with the same id (Essential Only withdraws consent to optional cookies) adds to that history.
 */
export function consentRoutes(services: AppServices): Hono {
  const routes = new Hono();
  routes.post("/", async (c) => {
    const record = await parseJsonBody(c, consentRecordSchema);
    const ipHash = services.logger.hash(clientIp(c, services.config.trustProxy));
    const limit = await hitRateLimit(services.db, `consent:${ipHash}`, services.config.rateLimitPerMinute);
    if (!limit.allowed) {
      throw new HttpError(429, rateLimitedMessage, undefined, { "Retry-After": String(limit.retryAfterSeconds) });
    }
    return c.json(recordReply(await recordConsent(services.db, record)), 201);
  });
  routes.get("/:consentId", async (c) => {
    const { consentId } = parseWith(consentIdParam, c.req.param());
    const history = await consentHistory(services.db, consentId);
    if (history.length === 0) return c.json(errorBody("We hold no cookie choice under this consent id."), 404);
    c.header("Cache-Control", "no-store");
    return c.json({ consentId, choices: history.map(recordReply) });
  });
  return routes;
}
