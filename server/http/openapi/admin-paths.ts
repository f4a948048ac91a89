import { z } from "zod";
import {
  leadStatusChangeSchema,
  leadUpdateSchema,
  personalDataSchema,
  webhookEndpointSchema,
} from "#app/schemas/admin";

type JsonSchema = Record<string, unknown>;

function bodyOf(schema: z.ZodType): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return rest;
}

const errorRef = { $ref: "#/components/schemas/Error" };
const error = (description: string) => ({ description, content: { "application/json": { schema: errorRef } } });
const security = [{ adminSession: [] }];
const idParam = (name: string, description: string) => ({
  name,
  in: "path",
  required: true,
  description,
  schema: { type: "string" },
});

/** Every admin call can answer these besides its own replies. */
const adminReplies = {
  "303": { description: "Sent as a form: back to the admin page it came from, with `?notice=` or `?error=`." },
  "401": error("No live staff session (sign in at /admin/login)."),
  "403": error("Sent from another website."),
  "413": error("Body over 32 KB."),
  "415": error("Neither a form nor JSON."),
};

/**
 * A state change of the admin area. The pages post forms (`application/x-www-form-urlencoded`, then
 * a 303 back); scripts may send the same fields as JSON and get JSON.
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
    "Set the status of several leads",
    bodyOf(leadStatusChangeSchema),
    { type: "object", required: ["changed"], properties: { changed: { type: "integer" } } },
    { "400": error("No lead selected, or an unknown status.") },
  ),
  "/api/admin/leads/{id}": {
    ...adminAction("Set a lead's status and add a note", bodyOf(leadUpdateSchema), okReply, {
      "400": error("Unknown status or a note over 5000 characters."),
      ...notFound,
    }),
  },
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
};
