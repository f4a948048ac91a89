const error = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

const replies = {
  "200": {
    description: "Recorded: how many events were taken and how many (of types not read) were ignored.",
    content: {
      "application/json": {
        schema: {
          type: "object",
          required: ["accepted", "ignored"],
          properties: { accepted: { type: "integer" }, ignored: { type: "integer" } },
        },
      },
    },
  },
  "400": error("Not JSON, not an event this endpoint reads, or an event time outside 2000-01-01 to a day from now."),
  "401": error(
    "Not authenticated with MAIL_EVENTS_SECRET (for Mailgun: or a signature already used). Nothing was changed.",
  ),
  "404": error("MAIL_EVENTS_SECRET is not set: there is no such endpoint."),
  "413": error("Body over 256 KB."),
};

const anyObject = { type: "object" };

/** The mail provider's events (docs/email.md#provider-events): bounces and complaints suppress the address. */
export const mailEventPaths: Record<string, unknown> = {
  "/api/mail-events": {
    post: {
      summary: "Mail events in the generic shape",
      description:
        'Bearer MAIL_EVENTS_SECRET. `{ "events": [{ "type": "bounce" | "complaint" | "delivered" | "deferred", "email", "messageId"?, "at"?, "detail"? }] }`, at most 500; other types are ignored.',
      security: [{ mailEventsBearer: [] }],
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: {
              type: "object",
              required: ["events"],
              properties: {
                events: {
                  type: "array",
                  maxItems: 500,
                  items: {
                    type: "object",
                    required: ["type", "email"],
                    properties: {
                      type: { type: "string", enum: ["bounce", "complaint", "delivered", "deferred"] },
                      email: { type: "string", format: "email" },
                      messageId: { type: "string" },
                      at: { type: "string", format: "date-time" },
                      detail: { type: "string" },
                    },
                  },
                },
              },
            },
          },
        },
      },
      responses: replies,
    },
  },
  "/api/mail-events/postmark": {
    post: {
      summary: "Postmark's Bounce, SpamComplaint and Delivery webhooks",
      description: "HTTP basic auth in the webhook's URL: any user name, MAIL_EVENTS_SECRET as the password.",
      security: [{ mailEventsBasic: [] }],
      requestBody: { required: true, content: { "application/json": { schema: anyObject } } },
      responses: replies,
    },
  },
  "/api/mail-events/mailgun": {
    post: {
      summary: "Mailgun's delivered, failed and complained webhooks",
      description:
        "Signed in the body: `signature.signature` is the hex HMAC-SHA256 of `timestamp` + `token` under MAIL_EVENTS_SECRET (the webhook signing key), the timestamp from the last 5 minutes (1 minute ahead at most), the token at least 16 characters and never seen before.",
      requestBody: { required: true, content: { "application/json": { schema: anyObject } } },
      responses: replies,
    },
  },
};

export const mailEventSecuritySchemes = {
  mailEventsBearer: { type: "http", scheme: "bearer", description: "MAIL_EVENTS_SECRET." },
  mailEventsBasic: { type: "http", scheme: "basic", description: "Any user name; MAIL_EVENTS_SECRET as the password." },
};
