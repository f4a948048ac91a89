import { z } from "zod";
import {
  contactMergeSchema,
  contactOwnerSchema,
  leadAssignSchema,
  leadPatchSchema,
  leadStatusChangeSchema,
  leadUpdateSchema,
  personalDataSchema,
  savedViewSchema,
  staffNameFormSchema,
  stageNamesSchema,
  takesLeadsSchema,
  webhookEndpointSchema,
} from "#app/schemas/admin";
import { meetingOutcomes, meetingOutcomeSchema } from "#app/modules/meetings";

type JsonSchema = Record<string, unknown>;

function bodyOf(schema: z.ZodType): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return rest;
}

const errorRef = { $ref: "#/components/schemas/Error" };
const error = (description: string) => ({ description, content: { "application/json": { schema: errorRef } } });
const security = [{ adminSession: [] }, { apiToken: [] }];
const idParam = (name: string, description: string) => ({
  name,
  in: "path",
  required: true,
  description,
  schema: { type: "string" },
});

/** Every admin call can answer these besides its own replies. */
const adminReplies = {
  "401": error("No live staff session (sign in at /admin/login), or an API token that is not valid."),
  "403": error("Sent from another website, or a change with a read-only API token."),
  "413": error("Body over 32 KB."),
  "415": error("Neither a form nor JSON."),
};

/**
 * A state change of the admin area: the same fields as JSON or as a form
 * (`application/x-www-form-urlencoded`), answered with JSON either way.
 */
function adminAction(summary: string, body: JsonSchema | null, ok: JsonSchema, extra: Record<string, unknown> = {}) {
  const content = body
    ? { "application/json": { schema: body }, "application/x-www-form-urlencoded": { schema: body } }
    : undefined;
  return {
    post: {
      summary,
      security,
      ...(content ? { requestBody: { required: true, content } } : {}),
      responses: {
        "200": { description: "Done.", content: { "application/json": { schema: ok } } },
        ...adminReplies,
        ...extra,
      },
    },
  };
}

const okReply = { type: "object", properties: { ok: { type: "boolean" } } };
const changedReply = { type: "object", required: ["changed"], properties: { changed: { type: "integer" } } };
const nullableString = { type: ["string", "null"] };

/** A visit start a lead is credited to (app/modules/analytics/server/lead-source.ts), or null. */
const touchJson = {
  type: ["object", "null"],
  required: ["at", "channel", "source", "landingPage"],
  properties: {
    at: { type: "string", format: "date-time" },
    channel: {
      type: "string",
      enum: ["direct", "organic-search", "paid-search", "social", "paid-social", "email", "referral", "campaign"],
    },
    source: { type: "string" },
    medium: nullableString,
    campaign: nullableString,
    term: nullableString,
    content: nullableString,
    referrerDomain: nullableString,
    landingPage: { type: "string" },
    clickIdType: nullableString,
  },
};

/** A lead as the JSON API answers it (server/http/admin/desk-api-routes.ts). */
const leadJson = {
  type: "object",
  required: ["id", "kind", "stage", "name", "email", "receivedAt", "spam", "fields"],
  properties: {
    id: { type: "string", format: "uuid" },
    kind: { type: "string" },
    stage: { type: "string", enum: ["new", "contacted", "qualified", "proposal", "won", "lost"] },
    name: { type: "string" },
    email: { type: "string" },
    company: nullableString,
    contactId: nullableString,
    ownerId: nullableString,
    ownerEmail: nullableString,
    ownerName: { ...nullableString, description: "The owner's name as colleagues read it" },
    followUpOn: { ...nullableString, description: "yyyy-MM-dd in the business time zone" },
    followUpTask: { type: "string" },
    spam: { type: "boolean" },
    receivedAt: { type: "string", format: "date-time" },
    attribution: {
      type: "object",
      description:
        "Where the visitor came from (docs/product.md#analytics): the channel, source and campaign the lead is credited to (its first touch; `unknown` when no visit matched, null for a lead from before the tracker), and the first and last touch where it has them",
      required: ["channel", "source", "campaign", "firstTouch", "lastTouch"],
      properties: {
        channel: nullableString,
        source: nullableString,
        campaign: nullableString,
        firstTouch: touchJson,
        lastTouch: touchJson,
      },
    },
    fields: { type: "object", description: "What the visitor sent" },
  },
};
const query = (name: string, description: string, schema: JsonSchema = { type: "string" }) => ({
  name,
  in: "query",
  description,
  schema,
});
const inboxFilters = [
  query("kind", "A kind's slug (e.g. `talent-requests`), or `all`"),
  query("status", "A stage, `open` (not won or lost), or `all`"),
  query("owner", "`mine`, `unassigned`, a staff member's id, or `any`"),
  query("due", "`due`: a next step due today or overdue"),
  query("from", "Received on or after (yyyy-MM-dd, business time zone)"),
  query("to", "Received on or before (yyyy-MM-dd)"),
  query("spam", "`hide` (default), `show` or `only`"),
  query("q", "Search: any value the lead holds"),
];
const notFound = { "404": error("No such item.") };

/** The admin API (docs/product.md#admin-api): everything the admin pages change, behind a staff session cookie. */
export const adminPaths: Record<string, unknown> = {
  "/api/admin/me": {
    get: {
      summary: "The signed-in staff member",
      security,
      responses: {
        "200": {
          description: "Signed in.",
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["email", "sessionId"],
                properties: { email: { type: "string" }, sessionId: { type: "string" } },
              },
            },
          },
        },
        "401": adminReplies["401"],
      },
    },
  },
  "/api/admin/leads/status": adminAction(
    "Set the stage of several leads",
    bodyOf(leadStatusChangeSchema),
    { type: "object", required: ["changed"], properties: { changed: { type: "integer" } } },
    { "400": error("No lead selected, or an unknown status.") },
  ),
  "/api/admin/leads": {
    get: {
      summary: "The inbox: leads of every kind, newest first, with its filters, a page at a time",
      security,
      parameters: [
        ...inboxFilters,
        query("limit", "Leads per page, 1 to 100 (default 50)", { type: "integer" }),
        query("cursor", "`nextCursor` of the page before; pages hold together while new leads arrive"),
      ],
      responses: {
        "200": {
          description: "A page of leads, and the cursor of the next (null on the last page).",
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["leads", "nextCursor"],
                properties: { leads: { type: "array", items: leadJson }, nextCursor: nullableString },
              },
            },
          },
        },
        "400": error("A limit other than a whole number from 1 to 100, or a cursor this API did not give out."),
        "401": adminReplies["401"],
      },
    },
  },
  "/api/admin/leads/assign": adminAction(
    "Give several leads an owner (or none)",
    bodyOf(leadAssignSchema),
    changedReply,
    {
      "400": error("No lead selected, or not a member of staff."),
    },
  ),
  "/api/admin/leads/{id}": {
    ...adminAction(
      "Set a lead's stage, owner and next step, and add a note (the lead page's form)",
      bodyOf(leadUpdateSchema),
      okReply,
      {
        "400": error("Unknown stage, Lost without a reason, not a member of staff, or a note over 5000 characters."),
        ...notFound,
      },
    ),
    patch: {
      summary: "Change any of a lead's stage, owner, next step, and add a note (JSON)",
      security,
      requestBody: { required: true, content: { "application/json": { schema: bodyOf(leadPatchSchema) } } },
      responses: {
        "200": { description: "The lead as it is now.", content: { "application/json": { schema: leadJson } } },
        "400": error("A field that is not accepted or not valid, Lost without a reason, or not a member of staff."),
        "401": adminReplies["401"],
        "403": adminReplies["403"],
        ...notFound,
      },
    },
  },
  "/api/admin/contacts": {
    get: {
      summary: "People, most recently heard from first, searched by name, address or company",
      security,
      parameters: [
        query("q", "Search, at most 200 characters"),
        query("page", "Page (25 a page) from 1; past the last page is the last page", { type: "integer" }),
      ],
      responses: {
        "200": { description: "A page of contacts.", content: { "application/json": { schema: { type: "object" } } } },
        "400": error("A page that is not a whole number from 1, or a search over 200 characters."),
        "401": adminReplies["401"],
      },
    },
  },
  "/api/admin/contacts/{id}": {
    get: {
      summary: "One person: names, phones, company, owner, leads and timeline (newest first)",
      security,
      parameters: [idParam("id", "The contact's id")],
      responses: {
        "200": { description: "The contact.", content: { "application/json": { schema: { type: "object" } } } },
        "401": adminReplies["401"],
        ...notFound,
      },
    },
  },
  "/api/admin/contacts/{id}/merge": adminAction(
    "Merge this contact into another (`into`: its email address or id)",
    bodyOf(contactMergeSchema),
    { type: "object", required: ["kept"], properties: { kept: { type: "string", format: "uuid" } } },
    { "400": error("No contact given."), ...notFound, "409": error("The same contact, or one merged already.") },
  ),
  "/api/admin/contacts/{id}/unmerge": adminAction("Undo the merge of this contact", null, okReply, {
    "409": error("Not merged."),
  }),
  "/api/admin/contacts/{id}/owner": adminAction(
    "Give a person an owner, with their open leads",
    bodyOf(contactOwnerSchema),
    changedReply,
    { "400": error("Not a member of staff."), ...notFound },
  ),
  "/api/admin/views": adminAction(
    "Save an inbox view (a name and the inbox's query string)",
    bodyOf(savedViewSchema),
    okReply,
    {
      "400": error("No name."),
      "409": error("Twenty views already."),
    },
  ),
  "/api/admin/views/{id}/delete": adminAction("Delete one of your saved views", null, okReply, notFound),
  "/api/admin/settings/stage-names": adminAction("Name the stages", bodyOf(stageNamesSchema), okReply, {
    "400": error("A stage without a name, or one over 40 characters."),
  }),
  "/api/admin/staff/{id}/takes-leads": adminAction(
    "Put a member of staff in (or out of) the round-robin of new leads",
    bodyOf(takesLeadsSchema),
    okReply,
    notFound,
  ),
  "/api/admin/account/name": adminAction(
    "Set the name colleagues see for you (owner, timelines, board, emails)",
    bodyOf(staffNameFormSchema),
    { type: "object", required: ["name"], properties: { name: { type: "string" } } },
    { "400": error("No name, over 80 characters, or not on one line.") },
  ),
  "/api/admin/tokens/{id}/revoke": adminAction("Revoke one of your API tokens", null, okReply, notFound),
  "/api/admin/leads/{slug}/export.csv": {
    get: {
      summary: "CSV of a lead list: exactly its rows (every page) and columns for the list's query string",
      security,
      parameters: [
        idParam("slug", "The kind's list, e.g. `questions`."),
        { name: "q", in: "query", schema: { type: "string" } },
      ],
      responses: {
        "200": {
          description: "RFC 4180, UTF-8 with a byte-order mark, formula cells guarded.",
          content: { "text/csv": { schema: { type: "string" } } },
        },
        "401": adminReplies["401"],
        ...notFound,
      },
    },
  },
  "/api/admin/appointments/{id}/cancel": adminAction("Cancel a booking as the visitor would", null, okReply, {
    ...notFound,
    "409": error("Already cancelled or started."),
  }),
  "/api/admin/appointments/{id}/reschedule": adminAction(
    "Move a booking to another slot by every booking rule; the visitor and sales get the updated invitation",
    {
      type: "object",
      required: ["date", "time"],
      properties: {
        date: { type: "string", format: "date", description: "A date of the business zone." },
        time: { type: "string", pattern: "^\\d{2}:\\d{2}$", description: "One of the day's slot times, e.g. 09:00." },
      },
    },
    { type: "object", properties: { moved: { type: "boolean" }, startUtc: { type: "string", format: "date-time" } } },
    {
      "400": error("Not a bookable slot (weekend, outside the window, within the notice, a closed day)."),
      ...notFound,
      "409": error("The slot has just been booked."),
    },
  ),
  "/api/admin/appointments/{id}/host": adminAction(
    "Give a host to an upcoming meeting booked before hosts existed; the host is invited, the visitor gets the updated invitation, sales is told",
    {
      type: "object",
      required: ["host"],
      properties: { host: { type: "string", format: "uuid", description: "The staff id of an active host." } },
    },
    { type: "object", required: ["hostId"], properties: { hostId: { type: "string", format: "uuid" } } },
    {
      "400": error("Not one of the hosts."),
      "404": error("No upcoming confirmed meeting with this id."),
      "409": error("The meeting has a host already, or the host is paused or not free at that time."),
    },
  ),
  "/api/admin/appointments/{id}/outcome": adminAction(
    "Mark a meeting that has started held or no-show; held moves a lead still at New to Contacted (audited, may be changed)",
    bodyOf(meetingOutcomeSchema),
    {
      type: "object",
      required: ["outcome", "outcomeAt", "outcomeBy", "changed", "stage"],
      properties: {
        outcome: { type: "string", enum: [...meetingOutcomes] },
        outcomeAt: { type: "string", format: "date-time" },
        outcomeBy: { type: "string", description: "The email of the member of staff who marked it." },
        changed: { type: "boolean", description: "False when the meeting already had this outcome." },
        stage: { ...nullableString, description: "The lead's stage afterwards." },
      },
    },
    {
      "400": error("Neither `held` nor `no-show`, or the meeting has not started yet."),
      ...notFound,
      "409": error("The appointment was cancelled."),
    },
  ),
  "/api/admin/calendar-feeds": adminAction(
    "Make a new subscription address of the team's calendar (GET /calendar/{token}.ics)",
    null,
    {
      type: "object",
      properties: { id: { type: "string", format: "uuid" }, url: { type: "string", format: "uri" } },
    },
  ),
  "/api/admin/calendar-feeds/{id}/revoke": adminAction(
    "Revoke a calendar feed address you made: it answers 404 from then on",
    null,
    okReply,
    {
      ...notFound,
      "403": error(
        "Sent from another website, a read-only API token, or a feed another member of staff made (only its maker revokes it).",
      ),
    },
  ),
  "/api/admin/hosts/{staffId}": adminAction(
    "Make a member of staff a host, or change their settings: name, time zone, meeting link, working hours (startN/endN per weekday, 0 = Sunday; both empty is a day off, an end of 00:00 is midnight)",
    {
      type: "object",
      required: ["displayName", "timeZone"],
      properties: {
        displayName: { type: "string", maxLength: 80 },
        timeZone: { type: "string", description: "An IANA time zone" },
        meetingUrl: { type: "string", format: "uri" },
        meetingPhone: { type: "string" },
        active: { type: "boolean" },
        ...Object.fromEntries(
          [0, 1, 2, 3, 4, 5, 6].flatMap((day) => [
            [`start${day}`, { type: "string", pattern: "^([01]\\d|2[0-3]):[0-5]\\d$" }],
            [`end${day}`, { type: "string", pattern: "^([01]\\d|2[0-3]):[0-5]\\d$" }],
          ]),
        ),
      },
    },
    okReply,
    notFound,
  ),
  "/api/admin/hosts/{staffId}/days-off": adminAction(
    "Add a day off (a date in the host's zone): the host takes no meeting on it",
    { type: "object", required: ["date"], properties: { date: { type: "string", format: "date" } } },
    { type: "object", properties: { date: { type: "string" }, off: { type: "boolean" } } },
    notFound,
  ),
  "/api/admin/hosts/{staffId}/days-off/{date}/remove": adminAction(
    "Remove a host's day off",
    null,
    { type: "object", properties: { date: { type: "string" }, off: { type: "boolean" } } },
    notFound,
  ),
  "/api/admin/hosts/{staffId}/calendar-feeds": adminAction(
    "Make a new subscription address of one host's meetings (GET /calendar/{token}.ics)",
    null,
    {
      type: "object",
      properties: { id: { type: "string", format: "uuid" }, url: { type: "string", format: "uri" } },
    },
    notFound,
  ),
  "/api/admin/closed-days": adminAction(
    "Close a date for bookings",
    {
      type: "object",
      required: ["date"],
      properties: { date: { type: "string", format: "date" }, reason: { type: "string", maxLength: 200 } },
    },
    { type: "object", properties: { date: { type: "string" }, closed: { type: "boolean" } } },
  ),
  "/api/admin/closed-days/import": {
    post: {
      summary: "Close every date of a calendar file (.ics): each event's dates, its summary as the reason",
      security,
      requestBody: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: {
              type: "object",
              required: ["calendar"],
              properties: { calendar: { type: "string", format: "binary" } },
            },
          },
          "application/json": {
            schema: { type: "object", required: ["calendar"], properties: { calendar: { type: "string" } } },
          },
        },
      },
      responses: {
        "200": {
          description: "How many dates the file named and how many were new.",
          content: {
            "application/json": {
              schema: { type: "object", properties: { dates: { type: "integer" }, added: { type: "integer" } } },
            },
          },
        },
        ...adminReplies,
        "400": error("The file holds no event with a date."),
      },
    },
  },
  "/api/admin/closed-days/{date}/reopen": adminAction(
    "Open a closed date for bookings again",
    null,
    { type: "object", properties: { date: { type: "string" }, closed: { type: "boolean" } } },
    notFound,
  ),
  "/api/admin/outbox/emails/{id}/retry": adminAction("Queue a failed email again", null, okReply, {
    "409": error("Not a failed email."),
  }),
  "/api/admin/outbox/webhooks/{id}/retry": adminAction("Queue a failed webhook delivery again", null, okReply, {
    "409": error("Not a failed delivery."),
  }),
  "/api/admin/personal-data/export": {
    post: {
      summary: "Everything held for one email address, as a JSON download",
      security,
      requestBody: {
        required: true,
        content: {
          "application/json": { schema: bodyOf(personalDataSchema) },
          "application/x-www-form-urlencoded": { schema: bodyOf(personalDataSchema) },
        },
      },
      responses: {
        "200": {
          description: "The records per table and the mailbox files.",
          content: { "application/json": { schema: { type: "object" } } },
        },
        ...adminReplies,
        "400": error("Not an email address."),
      },
    },
  },
  "/api/admin/personal-data/erase": adminAction(
    "Erase everything held for one email address (confirm: the address again)",
    bodyOf(personalDataSchema),
    {
      type: "object",
      required: ["counts"],
      properties: { counts: { type: "object", additionalProperties: { type: "integer" } } },
    },
    { "400": error("Not an email address, or the confirmation differs.") },
  ),
  "/api/admin/webhooks": adminAction(
    "Register a webhook endpoint",
    bodyOf(webhookEndpointSchema),
    { type: "object", required: ["id"], properties: { id: { type: "string", format: "uuid" } } },
    { "400": error("Not an http(s) address, a private address, an unknown host or no lead kind.") },
  ),
  "/api/admin/webhooks/{id}/enable": adminAction("Turn an endpoint on", null, okReply, notFound),
  "/api/admin/webhooks/{id}/disable": adminAction("Turn an endpoint off", null, okReply, notFound),
  "/api/admin/webhooks/{id}/delete": adminAction("Remove an endpoint", null, okReply, notFound),
  "/api/admin/sessions/end-others": adminAction("End the staff member's other sessions", null, {
    type: "object",
    required: ["ended"],
    properties: { ended: { type: "integer" } },
  }),
  "/api/admin/sessions/{id}/end": adminAction("End one of the staff member's sessions", null, okReply, notFound),
};

export const adminSecuritySchemes = {
  adminSession: {
    type: "apiKey",
    in: "cookie",
    name: "__Host-admin-session",
    description: "Set by POST /admin/login (a form with email and password).",
  },
  apiToken: {
    type: "http",
    scheme: "bearer",
    description:
      "A token made on /admin/tokens: read-only (GET only) or read-write; it acts as the staff member who made it.",
  },
};
