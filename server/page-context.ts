import type { RequestHandler } from "react-router";
import type { Clock } from "./clock";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { PageRequestContext } from "./http/page-request";
import type { ServerLoadContext } from "./load-context";
import type { Logger } from "./logger";
import type { EventStore } from "#app/modules/analytics/server";
import { createDeskContext } from "./http/admin/desk-context";
import { createBookingManager, bookingSettings } from "#app/modules/booking/server";
import { createNewsletterPages, newsletterSettings } from "#app/modules/newsletter/server";

/** The services React Router's loaders and actions reach (booking links, newsletter links, the admin). */
export function createPageContext(deps: {
  config: Config;
  db: Database;
  logger: Logger;
  mailQueued?: () => void;
  clock: Clock;
  /** The analytics store the process's HTTP app records into (the admin's reports read today from it). */
  events?: EventStore;
}): ServerLoadContext {
  const { config, db, logger, mailQueued, clock, events } = deps;
  return {
    bookings: createBookingManager({ db, settings: bookingSettings(config), mailQueued, clock }),
    newsletter: createNewsletterPages({ db, settings: newsletterSettings(config), mailQueued, clock }),
    desk: createDeskContext({ db, config, clock, logger, mailQueued }, events),
  };
}

/** Renders a page with the services beside what the server knows of this request. */
export function pageRenderer(
  handler: RequestHandler,
  context: ServerLoadContext,
): (request: Request, perRequest: PageRequestContext) => Promise<Response> {
  return (request, perRequest) =>
    handler(request, {
      ...context,
      clientIpHash: perRequest.ipHash,
      staff: perRequest.staff,
      carriedForm: perRequest.carriedForm ?? null,
      refusal: perRequest.refusal ?? null,
    });
}
