import type { Context } from "hono";
import type { VisitorSignals } from "#app/modules/analytics/server";
import { clientIp } from "./client-ip";

/** What the request says about its browser, for the analytics visitor key (never stored as such). */
export function visitorSignalsOf(c: Context, trustProxy: boolean): VisitorSignals {
  return {
    cookie: c.req.header("cookie"),
    userAgent: (c.req.header("user-agent") ?? "").slice(0, 500),
    ip: clientIp(c, trustProxy),
    optedOut: c.req.header("sec-gpc") === "1" || c.req.header("dnt") === "1",
  };
}
