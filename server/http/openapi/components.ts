import { z } from "zod";
import { analyticsEventSchema } from "#app/schemas/analytics-event";
import {
  contentSuggestionSchema,
  contentSuggestionsRequestSchema,
  summaryRequestSchema,
  tagsRequestSchema,
  webResearchRequestSchema,
} from "#app/schemas/recommendation-calls";

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
