import { site } from "#app/content/site";
import { adminPaths, adminSecuritySchemes } from "./admin-paths";
import { componentSchemas } from "./components";

type Operation = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ "application/json": { schema } });
const error = (description: string, headers?: Record<string, unknown>) => ({
  description,
  content: json(ref("Error")),
  ...(headers ? { headers } : {}),
});

const retryAfter = {
  "Retry-After": { description: "Seconds to wait before trying again.", schema: { type: "integer", minimum: 1 } },
};

/** The replies every state-changing call can give besides its own. */
const guardReplies = {
  "400": error("Invalid body: the message names the problem and `errors` the fields."),
  "403": error("Sent from another website (Origin check)."),
  "413": error("Body over 32 KB."),
  "415": error("Body not sent as application/json."),
  "503": error("The database is briefly unavailable; retry.", retryAfter),
};

const idempotencyKey = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "1-200 visible characters. A retry with the same key and body returns the first answer without storing twice.",
  schema: { type: "string", minLength: 1, maxLength: 200 },
};

const submissionReplies = {
  ...guardReplies,
  "422": error("The Idempotency-Key was already used with a different body."),
  "429": error("Rate limited (per IP and endpoint, per minute).", retryAfter),
};

function leadOperation(summary: string, body: string): Operation {
  return {
    post: {
      summary,
      parameters: [idempotencyKey],
      requestBody: { required: true, content: json(ref(body)) },
      responses: {
        "201": { description: "Stored; emails are queued.", content: json(ref("LeadCreated")) },
        ...submissionReplies,
      },
    },
  };
}

/** OpenAPI 3.1 description of the whole HTTP API, served at /api/openapi.json. */
export function openApiDocument(): Record<string, unknown> {
  return {
    openapi: "3.1.0",
    info: {
      title: `${site.name} API`,
      version: "1.0.0",
      description: "Lead capture, consultation booking and consent. Every error reply is `{ message, errors? }`.",
    },
    paths: {
      "/api/consent": {
        post: {
          summary: "Record a cookie consent choice",
          requestBody: { required: true, content: json(ref("ConsentRecord")) },
          responses: { "201": { description: "Recorded.", content: json(ref("ConsentRecorded")) }, ...guardReplies },
        },
      },
      "/api/ai-interview": leadOperation("Request an AI interview", "AiInterviewRequest"),
      "/api/gitex/submit": leadOperation("Register for the trade-event offer", "GitexRegistration"),
      "/api/qa/submit": leadOperation("Submit a question for the panel", "PanelQuestion"),
      "/api/appointments/availability": {
        get: {
          summary: "Bookable days and the state of each slot",
          parameters: [
            {
              name: "from",
              in: "query",
              required: false,
              description: "First day (default: today in the business zone).",
              schema: { type: "string", format: "date" },
            },
            {
              name: "to",
              in: "query",
              required: false,
              description: "Last day, at most 31 days after `from` (default: the window's end).",
              schema: { type: "string", format: "date" },
            },
          ],
          responses: {
            "200": { description: "Days in the range that can be booked.", content: json(ref("Availability")) },
            "400": error("Bad range."),
            "503": guardReplies["503"],
          },
        },
      },
      "/api/appointments/schedule": {
        post: {
          summary: "Book a consultation slot",
          parameters: [idempotencyKey],
          requestBody: { required: true, content: json(ref("AppointmentRequest")) },
          responses: {
            "201": {
              description: "Booked; confirmation with a calendar invitation is queued.",
              content: json(ref("Booking")),
            },
            "200": {
              description: "This email already holds this slot: the same booking.",
              content: json(ref("Booking")),
            },
            "409": error("The slot is full: choose another time."),
            ...submissionReplies,
          },
        },
      },
      ...adminPaths,
      "/healthz": {
        get: {
          summary: "Liveness",
          responses: { "200": { description: "The process runs.", content: json(ref("Health")) } },
        },
      },
      "/readyz": {
        get: {
          summary: "Readiness (includes the database)",
          responses: {
            "200": { description: "Ready.", content: json(ref("Readiness")) },
            "503": { description: "Database unreachable.", content: json(ref("Readiness")) },
          },
        },
      },
    },
    components: { schemas: componentSchemas, securitySchemes: adminSecuritySchemes },
  };
}
