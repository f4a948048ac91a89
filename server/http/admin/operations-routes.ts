import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "#app/schemas/zod";
import { personalDataSchema, webhookEndpointSchema } from "#app/schemas/admin";
import {
  cancelFromDesk,
  closeDayFromDesk,
  closedDayInput,
  giveHostFromDesk,
  importClosedDays,
  makeCalendarFeed,
  markOutcomeFromDesk,
  reopenDayFromDesk,
  rescheduleFromDesk,
  rescheduleInput,
  revokeFeedFromDesk,
} from "#app/modules/meetings/server";
import { meetingOutcomes, meetingOutcomeSchema } from "#app/modules/meetings";
import { erasePerson, exportPerson, addWebhookEndpoint, changeWebhookEndpoint } from "#app/modules/desk/server";
import { endOneOwnSession, endOtherOwnSessions } from "#app/modules/staff/server";
import type { AppServices } from "#server/http/app-services";
import { apiRouter, documentedJsonBody, jsonContent, pathParams } from "#server/http/openapi/api-router";
import {
  adminReplies,
  adminRepliesWithoutBody,
  adminSecurity as security,
  errorReply,
  adminDone,
  adminNotFound,
} from "#server/http/openapi/replies";
import { jsonOf, readAdminInput, readAdminJson, type DeskReply } from "./form-input";

const appointment = pathParams({ id: "The appointment's id" });
const closedDay = z.object({ date: z.string(), closed: z.boolean() });

const cancel = createRoute({
  method: "post",
  path: "/appointments/{id}/cancel",
  summary: "Cancel a booking as the visitor would",
  security,
  request: {
    params: appointment,
    body: {
      ...documentedJsonBody(z.object({ reason: z.string().max(500).optional() })),
      required: false,
    },
  },
  responses: { 200: adminDone, 404: adminNotFound, 409: errorReply("Already cancelled or started."), ...adminReplies },
});

const reschedule = createRoute({
  method: "post",
  path: "/appointments/{id}/reschedule",
  summary: "Move a booking to another slot by every booking rule; the visitor and sales get the updated invitation",
  security,
  request: { params: appointment, body: documentedJsonBody(rescheduleInput) },
  responses: {
    200: {
      description: "Done.",
      content: jsonContent(z.object({ moved: z.boolean().optional(), startUtc: z.iso.datetime().optional() })),
    },
    400: errorReply("Not a bookable slot (weekend, outside the window, within the notice, a closed day)."),
    404: adminNotFound,
    409: errorReply("The slot has just been booked."),
    ...adminReplies,
  },
});

const giveHost = createRoute({
  method: "post",
  path: "/appointments/{id}/host",
  summary:
    "Give a host to an upcoming meeting booked before hosts existed; the host is invited, the visitor gets the updated invitation, sales is told",
  security,
  request: {
    params: appointment,
    body: documentedJsonBody(z.object({ host: z.uuid().meta({ description: "The staff id of an active host." }) })),
  },
  responses: {
    200: { description: "Done.", content: jsonContent(z.object({ hostId: z.uuid() })) },
    400: errorReply("Not one of the hosts."),
    404: errorReply("No upcoming confirmed meeting with this id."),
    409: errorReply("The meeting has a host already, or the host is paused or not free at that time."),
    ...adminReplies,
  },
});

const outcome = createRoute({
  method: "post",
  path: "/appointments/{id}/outcome",
  summary:
    "Mark a meeting that has started held or no-show; held moves a lead still at New to Contacted (audited, may be changed)",
  security,
  request: { params: appointment, body: documentedJsonBody(meetingOutcomeSchema) },
  responses: {
    200: {
      description: "Done.",
      content: jsonContent(
        z.object({
          outcome: z.enum(meetingOutcomes),
          outcomeAt: z.iso.datetime(),
          outcomeBy: z.string().meta({ description: "The email of the member of staff who marked it." }),
          changed: z.boolean().meta({ description: "False when the meeting already had this outcome." }),
          stage: z.string().nullable().meta({ description: "The lead's stage afterwards." }),
        }),
      ),
    },
    400: errorReply("Neither `held` nor `no-show`, or the meeting has not started yet."),
    404: adminNotFound,
    409: errorReply("The appointment was cancelled."),
    ...adminReplies,
  },
});

const teamFeed = createRoute({
  method: "post",
  path: "/calendar-feeds",
  summary: "Make a new subscription address of the team's calendar (GET /calendar/{token}.ics)",
  security,
  responses: {
    200: { description: "Done.", content: jsonContent(z.object({ id: z.uuid(), url: z.url() })) },
    ...adminRepliesWithoutBody,
  },
});

const revokeFeed = createRoute({
  method: "post",
  path: "/calendar-feeds/{id}/revoke",
  summary: "Revoke a calendar feed address you made: it answers 404 from then on",
  security,
  request: { params: pathParams({ id: "The feed's id" }) },
  responses: {
    200: adminDone,
    404: adminNotFound,
    ...adminRepliesWithoutBody,
    403: errorReply(
      "Sent from another website, a read-only API token, or a feed another member of staff made (only its maker revokes it).",
    ),
  },
});

const closeDay = createRoute({
  method: "post",
  path: "/closed-days",
  summary: "Close a date for bookings",
  security,
  request: { body: documentedJsonBody(closedDayInput) },
  responses: {
    200: { description: "Done.", content: jsonContent(closedDay) },
    400: errorReply("Not a date, or a reason over 200 characters or not on one line."),
    ...adminReplies,
  },
});

const importDays = createRoute({
  method: "post",
  path: "/closed-days/import",
  summary: "Close every date of a calendar file (.ics): each event's dates, its summary as the reason",
  security,
  request: {
    body: documentedJsonBody(
      z.object({ calendar: z.string().meta({ description: "The calendar file's text (iCalendar)." }) }),
    ),
  },
  responses: {
    200: {
      description: "How many dates the file named and how many were new.",
      content: jsonContent(z.object({ dates: z.int(), added: z.int() })),
    },
    400: errorReply("The file holds no event with a date."),
    ...adminReplies,
  },
});

const reopenDay = createRoute({
  method: "post",
  path: "/closed-days/{date}/reopen",
  summary: "Open a closed date for bookings again",
  security,
  request: { params: pathParams({ date: "The closed date (yyyy-MM-dd)" }) },
  responses: {
    200: { description: "Done.", content: jsonContent(closedDay) },
    404: adminNotFound,
    ...adminRepliesWithoutBody,
  },
});

const exportData = createRoute({
  method: "post",
  path: "/personal-data/export",
  summary: "Everything held for one email address, as a JSON download",
  security,
  request: { body: documentedJsonBody(personalDataSchema) },
  responses: {
    200: {
      description: "The records per table and the mailbox files.",
      content: jsonContent(z.looseObject({})),
    },
    400: errorReply("Not an email address."),
    ...adminReplies,
  },
});

const eraseData = createRoute({
  method: "post",
  path: "/personal-data/erase",
  summary: "Erase everything held for one email address (confirm: the address again)",
  security,
  request: { body: documentedJsonBody(personalDataSchema) },
  responses: {
    200: { description: "Done.", content: jsonContent(z.object({ counts: z.record(z.string(), z.int()) })) },
    400: errorReply("Not an email address, or the confirmation differs."),
    ...adminReplies,
  },
});

const addWebhook = createRoute({
  method: "post",
  path: "/webhooks",
  summary: "Register a webhook endpoint",
  security,
  request: { body: documentedJsonBody(webhookEndpointSchema) },
  responses: {
    200: { description: "Done.", content: jsonContent(z.object({ id: z.uuid() })) },
    400: errorReply("Not an http(s) address, a private address, an unknown host or no lead kind."),
    ...adminReplies,
  },
});

const webhookChanges = { enable: "Turn an endpoint on", disable: "Turn an endpoint off", delete: "Remove an endpoint" };

function changeWebhook(change: keyof typeof webhookChanges) {
  return createRoute({
    method: "post",
    path: `/webhooks/{id}/${change}`,
    summary: webhookChanges[change],
    security,
    request: { params: pathParams({ id: "The endpoint's id" }) },
    responses: { 200: adminDone, 404: adminNotFound, ...adminRepliesWithoutBody },
  });
}

const endOthers = createRoute({
  method: "post",
  path: "/sessions/end-others",
  summary: "End the staff member's other sessions",
  security,
  responses: {
    200: { description: "Done.", content: jsonContent(z.object({ ended: z.int() })) },
    ...adminRepliesWithoutBody,
  },
});

const endOne = createRoute({
  method: "post",
  path: "/sessions/{id}/end",
  summary: "End one of the staff member's sessions",
  security,
  request: { params: pathParams({ id: "The session's id" }) },
  responses: { 200: adminDone, 404: adminNotFound, ...adminRepliesWithoutBody },
});

/** Appointments, personal data, webhook endpoints and the staff member's sessions. */
export function adminOperationsRoutes(services: AppServices): OpenAPIHono {
  const routes = apiRouter();

  routes.openapi(cancel, async (c) => {
    const { id } = c.req.valid("param");
    return jsonOf(c, await cancelFromDesk(services, c.get("staff"), id, await readAdminJson(c)));
  });

  routes.openapi(reschedule, async (c) => {
    const { id } = c.req.valid("param");
    return jsonOf(c, await rescheduleFromDesk(services, c.get("staff"), id, await readAdminJson(c)));
  });

  routes.openapi(giveHost, async (c) => {
    const { id } = c.req.valid("param");
    return jsonOf(c, await giveHostFromDesk(services, c.get("staff"), id, await readAdminJson(c)));
  });

  routes.openapi(outcome, async (c) => {
    const { id } = c.req.valid("param");
    return jsonOf(c, await markOutcomeFromDesk(services, c.get("staff"), id, await readAdminJson(c)));
  });

  routes.openapi(teamFeed, async (c) => {
    await readAdminInput(c);
    return jsonOf(c, await makeCalendarFeed(services, c.get("staff")));
  });

  routes.openapi(revokeFeed, async (c) => {
    await readAdminInput(c);
    return jsonOf(c, await revokeFeedFromDesk(services, c.get("staff"), c.req.valid("param").id));
  });

  routes.openapi(closeDay, async (c) =>
    jsonOf(c, await closeDayFromDesk(services, c.get("staff"), await readAdminJson(c))),
  );

  routes.openapi(importDays, async (c) =>
    jsonOf(c, await importClosedDays(services, c.get("staff"), await readAdminJson(c))),
  );

  routes.openapi(reopenDay, async (c) => {
    await readAdminInput(c);
    return jsonOf(c, await reopenDayFromDesk(services, c.get("staff"), c.req.valid("param").date));
  });

  routes.openapi(exportData, async (c) => {
    const exported = await exportPerson(services, c.get("staff"), await readAdminJson(c));
    if (!exported.ok) return jsonOf(c, exported);
    // The download is the export's JSON text as it was written, not an object to serialise again.
    const download = c.body(exported.json, 200, {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exported.filename}"`,
    });
    return download as Response as DeskReply;
  });

  routes.openapi(eraseData, async (c) =>
    jsonOf(c, await erasePerson(services, c.get("staff"), await readAdminJson(c))),
  );

  routes.openapi(addWebhook, async (c) =>
    jsonOf(c, await addWebhookEndpoint(services, c.get("staff"), await readAdminJson(c))),
  );

  for (const change of ["enable", "disable", "delete"] as const) {
    routes.openapi(changeWebhook(change), async (c) => {
      await readAdminInput(c);
      return jsonOf(c, await changeWebhookEndpoint(services, c.get("staff"), c.req.valid("param").id, change));
    });
  }

  routes.openapi(endOthers, async (c) => {
    await readAdminInput(c);
    return jsonOf(c, await endOtherOwnSessions(services, c.get("staff")));
  });

  routes.openapi(endOne, async (c) => {
    await readAdminInput(c);
    return jsonOf(c, await endOneOwnSession(services, c.get("staff"), c.req.valid("param").id));
  });
  return routes;
}
