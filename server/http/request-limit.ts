import type { Context } from "hono";
import { hitRateLimit } from "#server/services/rate-limit";
import type { AppServices } from "./app-services";
import { clientKey } from "./client-ip";
import { HttpError } from "./errors";

export const rateLimitedMessage = "Too many requests from your network. Please wait a minute and try again.";

/** The salted hash of the client's key (an IPv6 client's /64): what limits and leads store. */
export function clientKeyHash(c: Context, services: AppServices): string {
  return services.logger.hash(clientKey(c, services.config.trustProxy));
}

/**
 * Counts this request against the client's bucket of `scope` (docs/product.md#api-conventions);
 * over the limit, a 429 with `Retry-After`. Answers the client key's hash for the caller to keep.
 */
export async function limitRequests(
  c: Context,
  services: AppServices,
  scope: string,
  perMinute: number,
): Promise<string> {
  const keyHash = clientKeyHash(c, services);
  const limit = await hitRateLimit(services.db, `${scope}:${keyHash}`, perMinute, services.clock());
  if (!limit.allowed) {
    throw new HttpError(429, rateLimitedMessage, undefined, { "Retry-After": String(limit.retryAfterSeconds) });
  }
  return keyHash;
}
