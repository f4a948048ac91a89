import type { MiddlewareHandler } from "hono";
import type { Logger } from "#server/logger";
import { clientIp } from "./client-ip";
import { withoutSecrets } from "./secret-paths";

/**
 * One line per request: method, path, status, time and a hashed client address; never bodies or
 * query strings, and a secret address (a link's token) only as its route.
 */
export function requestLog(logger: Logger, trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header("x-request-id") ?? crypto.randomUUID();
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    const path = withoutSecrets(c.req.path);
    const fields = {
      id: requestId,
      method: c.req.method,
      path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ip: logger.hash(clientIp(c, trustProxy)),
    };
    if (path.startsWith("/assets/")) logger.debug("request", fields);
    else logger.info("request", fields);
  };
}
