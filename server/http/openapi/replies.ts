import { z } from "#app/schemas/zod";
import { idempotencyKeyPattern } from "#server/services/idempotency";
import { jsonContent } from "./api-router";

/** Every error reply. */
export const errorReplySchema = z
  .strictObject({
    message: z.string().meta({ description: "A sentence the visitor can act on." }),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: "Error", description: "Every error reply. `errors` names the fields at fault (400 only)." });

/** The reply of a stored lead: every lead form's and the newsletter sign-up's 201. */
export const leadCreatedSchema = z
  .strictObject({ id: z.uuid().meta({ description: "The stored lead." }), message: z.string() })
  .meta({ id: "LeadCreated" });

export const messageReplySchema = z.strictObject({ message: z.string() }).meta({ id: "Message" });

export const retryAfter = {
  "Retry-After": { description: "Seconds to wait before trying again.", schema: { type: "integer", minimum: 1 } },
} as const;

/** An error reply of a route: `{ message, errors? }`, with the headers it carries. */
export function errorReply(description: string, headers?: typeof retryAfter) {
  return { description, content: jsonContent(errorReplySchema), ...(headers ? { headers } : {}) };
}

/** The replies every state-changing call can give besides its own. */
export const guardReplies = {
  400: errorReply("Invalid body: the message names the problem and `errors` the fields."),
  403: errorReply("Sent from another website (Origin check)."),
  413: errorReply("Body over 32 KB (or, for summary and tags, content over 20,000 characters)."),
  415: errorReply("Body not sent as application/json."),
  503: errorReply("The database is briefly unavailable; retry.", retryAfter),
} as const;

/** What a form submission can answer besides its own reply. */
export const submissionReplies = {
  ...guardReplies,
  422: errorReply("The Idempotency-Key was already used with a different body."),
  429: errorReply(
    "Rate limited (per client and endpoint: RATE_LIMIT_PER_MINUTE, refilled evenly over a minute).",
    retryAfter,
  ),
} as const;

/** The Idempotency-Key header a submission may carry. */
export const idempotencyKeyHeaders = z.object({
  "idempotency-key": z
    .string()
    .regex(idempotencyKeyPattern, {
      error: "The Idempotency-Key header must be 1 to 200 visible characters without spaces.",
    })
    .optional()
    .meta({
      description:
        "1-200 visible characters. A retry with the same key and body returns the first answer without storing twice.",
    }),
});

/** Who may call the staff's JSON API (/api/admin): a live staff session, or an API token. */
export const adminSecurity: Array<Record<string, Array<string>>> = [{ adminSession: [] }, { apiToken: [] }];

/** The two ways of calling the staff's JSON API, named by `adminSecurity`; registered once, by its router. */
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
} as const;

const signedOut = errorReply("No live staff session (sign in at /admin/login), or an API token that is not valid.");

/** What every read of the staff's JSON API can answer besides its own replies. */
export const adminReadReplies = { 401: signedOut } as const;

/** A staff change's plain success: `{ ok: true }`. */
export const adminDone = { description: "Done.", content: jsonContent(z.object({ ok: z.boolean() })) };

/** A staff call naming an item (a lead, a view, a session...) that does not exist or is not theirs. */
export const adminNotFound = errorReply("No such item.");

/** What every change through the staff's JSON API can answer besides its own replies. */
export const adminReplies = {
  401: signedOut,
  403: errorReply("Sent from another website, or a change with a read-only API token."),
  413: errorReply("Body over 32 KB."),
  415: errorReply("Body not sent as application/json."),
} as const;

/** A change that takes no fields reads its body as it always has: JSON or a form, anything else is a 415. */
export const adminRepliesWithoutBody = {
  ...adminReplies,
  415: errorReply("Body neither JSON nor a form (the call takes no fields: send `{}` as application/json)."),
} as const;
