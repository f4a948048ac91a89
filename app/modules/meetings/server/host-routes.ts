import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "#app/schemas/zod";
import type { AppServices } from "#server/http/app-services";
import { jsonOf, readAdminInput, readAdminJson } from "#server/http/admin/form-input";
import { apiRouter, documentedJsonBody, jsonContent, pathParams } from "#server/http/openapi/api-router";
import {
  adminReplies,
  adminRepliesWithoutBody,
  adminSecurity as security,
  errorReply,
  adminDone,
  adminNotFound,
} from "#server/http/openapi/replies";
import { makeCalendarFeed } from "./calendar-feed-actions";
import { addDayOffFromDesk, removeDayOffFromDesk, saveHostFromDesk } from "./host-actions";
import { hostForm } from "./hosts";

const host = pathParams({ staffId: "The staff id of the host" });
const dayOff = z.object({ date: z.string(), off: z.boolean() });
const feedMade = z.object({ id: z.uuid(), url: z.url() });

const saveHost = createRoute({
  method: "post",
  path: "/hosts/{staffId}",
  summary:
    "Make a member of staff a host, or change their settings: name, time zone, meeting link, working hours (startN/endN per weekday, 0 = Sunday; both empty is a day off, an end of 00:00 is midnight)",
  security,
  request: { params: host, body: documentedJsonBody(hostForm) },
  responses: {
    200: adminDone,
    400: errorReply("A field that is missing or not valid, or working hours that end before they start."),
    404: adminNotFound,
    ...adminReplies,
  },
});

const addDayOff = createRoute({
  method: "post",
  path: "/hosts/{staffId}/days-off",
  summary: "Add a day off (a date in the host's zone): the host takes no meeting on it",
  security,
  request: {
    params: host,
    body: documentedJsonBody(z.object({ date: z.string().meta({ format: "date" }) })),
  },
  responses: {
    200: { description: "Done.", content: jsonContent(dayOff) },
    400: errorReply("Not a date."),
    404: adminNotFound,
    ...adminReplies,
  },
});

const removeDayOff = createRoute({
  method: "post",
  path: "/hosts/{staffId}/days-off/{date}/remove",
  summary: "Remove a host's day off",
  security,
  request: { params: pathParams({ staffId: "The staff id of the host", date: "The day off (yyyy-MM-dd)" }) },
  responses: {
    200: { description: "Done.", content: jsonContent(dayOff) },
    404: adminNotFound,
    ...adminRepliesWithoutBody,
  },
});

const hostFeed = createRoute({
  method: "post",
  path: "/hosts/{staffId}/calendar-feeds",
  summary: "Make a new subscription address of one host's meetings (GET /calendar/{token}.ics)",
  security,
  request: { params: host },
  responses: {
    200: { description: "Done.", content: jsonContent(feedMade) },
    404: adminNotFound,
    ...adminRepliesWithoutBody,
  },
});

/** The hosts who take meetings (docs/product.md#hosts): their settings, days off and own calendar feeds. */
export function adminHostRoutes(services: AppServices): OpenAPIHono {
  const routes = apiRouter();

  routes.openapi(saveHost, async (c) => {
    const { staffId } = c.req.valid("param");
    return jsonOf(c, await saveHostFromDesk(services, c.get("staff"), staffId, await readAdminJson(c)));
  });

  routes.openapi(addDayOff, async (c) => {
    const { staffId } = c.req.valid("param");
    return jsonOf(c, await addDayOffFromDesk(services, c.get("staff"), staffId, await readAdminJson(c)));
  });

  routes.openapi(removeDayOff, async (c) => {
    await readAdminInput(c);
    const { staffId, date } = c.req.valid("param");
    return jsonOf(c, await removeDayOffFromDesk(services, c.get("staff"), staffId, date));
  });

  routes.openapi(hostFeed, async (c) => {
    await readAdminInput(c);
    return jsonOf(c, await makeCalendarFeed(services, c.get("staff"), c.req.valid("param").staffId));
  });

  return routes;
}
