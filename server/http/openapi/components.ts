import { z } from "zod";
import { formLeadTypes, leadKinds } from "#app/lib/leads/lead-kinds";
import { appointmentSchema } from "#app/modules/booking";
import { analyticsEventSchema } from "#app/schemas/analytics-event";
import {
  contentSuggestionSchema,
  contentSuggestionsRequestSchema,
  summaryRequestSchema,
  tagsRequestSchema,
  webResearchRequestSchema,
} from "#app/schemas/recommendation-calls";
import { newsletterSignupSchema } from "#app/schemas/newsletter";

type JsonSchema = Record<string, unknown>;

/** Request bodies come from the very zod schemas the forms and handlers use, so they cannot drift. */
function bodyOf(schema: z.ZodType): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return rest;
}

function outputOf(schema: z.ZodType): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: "output" }) as JsonSchema;
  return rest;
}

/** Each public lead form's body, named as its kind says, with its example. */
function leadFormBodies(): Record<string, JsonSchema> {
  return Object.fromEntries(
    formLeadTypes.map((type) => {
      const { bodyName, schema, example } = leadKinds[type].form;
      return [bodyName, { ...bodyOf(schema), examples: [example] }];
    }),
  );
}

const uuid = { type: "string", format: "uuid" };
const isoDate = { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$", examples: ["2025-03-03"] };
const hourTime = { type: "string", pattern: "^([01]\\d|2[0-3]):00$", examples: ["09:00"] };

/** A booking that stands: what every booking reply says; the first reply adds its manage link. */
const bookingStands = {
  type: "object",
  required: ["id", "date", "time", "startUtc", "timeZone"],
  properties: {
    id: uuid,
    date: { ...isoDate, description: "Calendar date in the business time zone." },
    time: { ...hourTime, description: "24-hour start in the business time zone." },
    startUtc: { type: "string", format: "date-time" },
    timeZone: { type: "string", description: "The business time zone (IANA)." },
  },
  additionalProperties: false,
};

/** docs/product.md's `{ success, data, error }` reply of the content calls. */
function contentReply(data: JsonSchema, description: string): JsonSchema {
  return {
    description,
    oneOf: [
      {
        type: "object",
        required: ["success", "data", "error"],
        properties: { success: { const: true }, data, error: { type: "null" } },
        additionalProperties: false,
      },
      {
        type: "object",
        required: ["success", "data", "error"],
        properties: {
          success: { const: false },
          data: { anyOf: [data, { type: "null" }] },
          error: { type: "string", description: "A sentence the visitor can read." },
        },
        additionalProperties: false,
      },
    ],
  };
}

const method = {
  type: "string",
  enum: ["local", "ai"],
  description: "`ai` when the configured AI service answered, `local` for the built-in method.",
};

export const componentSchemas: Record<string, JsonSchema> = {
  ...leadFormBodies(),
  NewsletterSignup: bodyOf(newsletterSignupSchema),
  AppointmentRequest: bodyOf(appointmentSchema),
  AnalyticsEvent: bodyOf(analyticsEventSchema),
  ContentSuggestionsRequest: bodyOf(contentSuggestionsRequestSchema),
  WebResearchRequest: bodyOf(webResearchRequestSchema),
  SummaryRequest: bodyOf(summaryRequestSchema),
  TagsRequest: bodyOf(tagsRequestSchema),
  ContentSuggestion: {
    ...outputOf(contentSuggestionSchema),
    description: "Without `url` the item's page on this site is `/{type}s/{id}`; with it, an article elsewhere.",
  },
  SuggestionsReply: contentReply(
    { type: "array", items: { $ref: "#/components/schemas/ContentSuggestion" } },
    "Ranked items, best first; `success` is false with `error` set when nothing can be offered.",
  ),
  SummaryReply: contentReply(
    {
      type: "object",
      required: ["summary", "method"],
      properties: { summary: { type: "string" }, method },
      additionalProperties: false,
    },
    "An extractive summary never longer than maxLength and never cut inside a word.",
  ),
  TagsReply: contentReply(
    {
      type: "object",
      required: ["tags", "method"],
      properties: { tags: { type: "array", items: { type: "string" } }, method },
      additionalProperties: false,
    },
    "Keyword tags, most characteristic first.",
  ),
  Error: {
    type: "object",
    description: "Every error reply. `errors` names the fields at fault (400 only).",
    required: ["message"],
    properties: {
      message: { type: "string", description: "A sentence the visitor can act on." },
      errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
    },
    additionalProperties: false,
  },
  Message: {
    type: "object",
    required: ["message"],
    properties: { message: { type: "string" } },
    additionalProperties: false,
  },
  OneClickUnsubscribe: {
    type: "object",
    description: "RFC 8058: the form a mail provider posts.",
    required: ["List-Unsubscribe"],
    properties: { "List-Unsubscribe": { type: "string", const: "One-Click" } },
  },
  LeadCreated: {
    type: "object",
    required: ["id", "message"],
    properties: { id: { ...uuid, description: "The stored lead." }, message: { type: "string" } },
    additionalProperties: false,
  },
  BookingStands: bookingStands,
  Booking: {
    ...bookingStands,
    required: [...bookingStands.required, "manageUrl"],
    properties: {
      ...bookingStands.properties,
      manageUrl: { type: "string", format: "uri", description: "View or cancel the booking." },
    },
  },
  Availability: {
    type: "object",
    required: ["timeZone", "days"],
    properties: {
      timeZone: { type: "string" },
      days: {
        type: "array",
        items: {
          type: "object",
          required: ["date", "weekday", "slots"],
          properties: {
            date: isoDate,
            weekday: { type: "string", enum: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] },
            slots: {
              type: "array",
              items: {
                type: "object",
                required: ["time", "label", "startUtc", "available"],
                properties: {
                  time: hourTime,
                  label: { type: "string", examples: ["9:00 AM"] },
                  startUtc: { type: "string", format: "date-time" },
                  available: { type: "boolean", description: "False once the slot has started or is full." },
                },
                additionalProperties: false,
              },
            },
          },
          additionalProperties: false,
        },
      },
    },
    additionalProperties: false,
  },
  Health: {
    type: "object",
    required: ["status"],
    properties: { status: { type: "string", enum: ["ok"] } },
    additionalProperties: false,
  },
  Readiness: {
    type: "object",
    required: ["status", "database"],
    properties: {
      status: { type: "string", enum: ["ready", "unavailable"] },
      database: { type: "string", enum: ["ok", "unreachable"] },
      message: { type: "string" },
    },
    additionalProperties: false,
  },
};
