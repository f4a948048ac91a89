import type { Context } from "hono";
import { attributionOf, unknownAttribution, type LeadAttribution } from "#app/modules/analytics/server";
import { visitorKeysOf } from "#app/modules/analytics/server";
import type { AppServices } from "./app-services";
import { siteHostOf } from "./site-headers";
import { visitorSignalsOf } from "./visitor-signals";
import { errorText } from "#server/logger";

/**
 * Where the lead in this request came from: its browser's visits today (or since its first
 * consented visit). Read before the lead's transaction; a failure costs the attribution, never
 * the lead.
 */
export async function leadAttributionOf(c: Context, services: AppServices): Promise<LeadAttribution> {
  if (!services.analytics) return unknownAttribution;
  const now = services.clock();
  try {
    const signals = visitorSignalsOf(c, services.config.trustProxy);
    const keys = await visitorKeysOf(services.analytics.salts, siteHostOf(c, services.config.publicUrl), signals, now);
    return await attributionOf(services.analytics.events, keys, now);
  } catch (error) {
    services.logger.warn("lead attribution failed", { error: errorText(error) });
    return unknownAttribution;
  }
}
