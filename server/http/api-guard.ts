import type { MiddlewareHandler } from "hono";
import { bodySizeLimit } from "./body-size";
import { every } from "hono/combine";
import { saysOtherSite } from "#app/lib/same-site";
import { errorBody } from "./errors";
import { siteHeadersOf } from "./site-headers";

export const maxBodyBytes = 32 * 1024;

const stateChanging = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Refuses state-changing requests whose headers say another site sent them (CSRF; app/lib/same-site.ts). */
function originCheck(publicUrl: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (!stateChanging.has(c.req.method)) return next();
    if (saysOtherSite(siteHeadersOf(c, publicUrl))) {
      return c.json(errorBody("Requests from other websites are not accepted."), 403);
    }
    return next();
  };
}

/** Only JSON bodies, uncompressed, are accepted on the API. */
function jsonOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (!stateChanging.has(c.req.method)) return next();
    const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
    if (type !== "application/json") {
      return c.json(errorBody("Send the request body as JSON with the header Content-Type: application/json."), 415);
    }
    const encoding = (c.req.header("content-encoding") ?? "identity").trim().toLowerCase();
    if (encoding !== "identity") {
      return c.json(errorBody("Send the request body uncompressed, without a Content-Encoding header."), 415);
    }
    return next();
  };
}

function sizeLimit(): MiddlewareHandler {
  return bodySizeLimit({
    maxSize: maxBodyBytes,
    onError: (c) => c.json(errorBody("The request body is too large. The limit is 32 KB."), 413),
  });
}

/** Origin, content type and size checks for every state-changing API call, in that order. */
export function apiGuard(publicUrl: string | undefined): MiddlewareHandler {
  return every(originCheck(publicUrl), jsonOnly(), sizeLimit());
}
