import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { z } from "#app/schemas/zod";
import { inTransaction } from "#server/db/client";
import {
  applyProviderEvents,
  maxEventsPerRequest,
  parseGenericEvents,
  mailgunRefusals,
  mailgunSignature,
  parseMailgunEvent,
  rememberMailgunToken,
  parsePostmarkEvent,
  basicPasswordMatches,
  bearerMatches,
} from "#app/modules/mail/server";
import type { ParsedEvents } from "#app/modules/mail/server";
import type { AppServices } from "./app-services";
import { bodySizeLimit } from "./body-size";
import { errorBody, jsonError } from "./errors";
import { apiRouter, jsonContent } from "./openapi/api-router";
import { errorReply } from "./openapi/replies";
import { readJsonBody } from "./validation";

export const mailEventsBodyLimit = 256 * 1024;

/**
 * What each provider's endpoint answers. The bodies are the providers' own formats, read by their
 * parsers (an unknown event type is ignored, not refused), so the declared bodies describe them
 * for the document and no schema validator stands in front of the parser.
 */
const recorded = z.strictObject({ accepted: z.int(), ignored: z.int() });

type Outcome =
  { status: 200; body: z.infer<typeof recorded> } | { status: 400 | 401; body: ReturnType<typeof errorBody> };

function refusal(status: 400 | 401, message: string): Outcome {
  return { status, body: errorBody(message) };
}

const replies = {
  200: {
    description: "Recorded: how many events were taken and how many (of types not read) were ignored.",
    content: jsonContent(recorded),
  },
  400: errorReply("Not JSON, not an event this endpoint reads, or an event time outside 2000-01-01 to a day from now."),
  401: errorReply(
    "Not authenticated with MAIL_EVENTS_SECRET (for Mailgun: or a signature already used). Nothing was changed.",
  ),
  404: errorReply("MAIL_EVENTS_SECRET is not set: there is no such endpoint."),
  413: errorReply("Body over 256 KB."),
};

const providerBody = { required: true, content: { "application/json": { schema: { type: "object" as const } } } };

const genericEvents = createRoute({
  method: "post",
  path: "/mail-events",
  summary: "Mail events in the generic shape",
  description: `Bearer MAIL_EVENTS_SECRET. \`{ "events": [{ "type": "bounce" | "complaint" | "delivered" | "deferred", "email", "messageId"?, "at"?, "detail"? }] }\`, at most ${maxEventsPerRequest}; other types are ignored.`,
  security: [{ mailEventsBearer: [] }],
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: {
            type: "object",
            required: ["events"],
            properties: {
              events: {
                type: "array",
                maxItems: maxEventsPerRequest,
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
  },
  responses: replies,
});

const postmarkEvents = createRoute({
  method: "post",
  path: "/mail-events/postmark",
  summary: "Postmark's Bounce, SpamComplaint and Delivery webhooks",
  description: "HTTP basic auth in the webhook's URL: any user name, MAIL_EVENTS_SECRET as the password.",
  security: [{ mailEventsBasic: [] }],
  request: { body: providerBody },
  responses: replies,
});

const mailgunEvents = createRoute({
  method: "post",
  path: "/mail-events/mailgun",
  summary: "Mailgun's delivered, failed and complained webhooks",
  description:
    "Signed in the body: `signature.signature` is the hex HMAC-SHA256 of `timestamp` + `token` under MAIL_EVENTS_SECRET (the webhook signing key), the timestamp from the last 5 minutes (1 minute ahead at most), the token at least 16 characters and never seen before.",
  request: { body: providerBody },
  responses: replies,
});

/**
 * POST /api/mail-events (the generic shape, bearer secret), /api/mail-events/postmark (basic
 * auth, the secret as password) and /api/mail-events/mailgun (signed with the secret as the
 * webhook signing key): the mail provider's bounces, complaints, deliveries and deferrals
 * (docs/email.md#provider-events). They come from the provider's servers, so they sit before the
 * JSON and Origin guard. Without MAIL_EVENTS_SECRET there is no such endpoint (404). Nothing is
 * changed unless the request is authentic, and a Mailgun request only once. The team's own
 * addresses are never suppressed.
 */
export function mailEventRoutes(services: AppServices): OpenAPIHono {
  const secret = services.config.mailEventsSecret;
  const routes = apiRouter();
  routes.openAPIRegistry.registerComponent("securitySchemes", "mailEventsBearer", {
    type: "http",
    scheme: "bearer",
    description: "MAIL_EVENTS_SECRET.",
  });
  routes.openAPIRegistry.registerComponent("securitySchemes", "mailEventsBasic", {
    type: "http",
    scheme: "basic",
    description: "Any user name; MAIL_EVENTS_SECRET as the password.",
  });
  routes.use("/mail-events/*", async (c, next) => {
    if (!secret) return jsonError(c, 404, "There is no API endpoint at this address.");
    return next();
  });
  routes.use(
    "/mail-events/*",
    bodySizeLimit({
      maxSize: mailEventsBodyLimit,
      onError: (c) => jsonError(c, 413, "The request body is too large. The limit is 256 KB."),
    }),
  );

  const teamAddresses = [services.config.salesEmail, services.config.replyToEmail];
  /** Applies the events; `token`, a Mailgun signature's, is remembered in the same transaction. */
  async function apply(parsed: ParsedEvents, source: string, token?: string): Promise<Outcome> {
    if (!parsed.ok) return refusal(400, parsed.message ?? "The body is not an event this endpoint reads.");
    const outcome = await inTransaction(services.db, async (tx) => {
      if (token !== undefined && !(await rememberMailgunToken(tx, token, services.clock()))) return null;
      return applyProviderEvents(tx, parsed.events, source, teamAddresses, services.logger.hash);
    });
    if (!outcome) return refusal(401, mailgunRefusals.replayed);
    services.logger.info("mail events received", { source, events: parsed.events.length, ignored: parsed.ignored });
    if (outcome.spared > 0) {
      services.logger.warn("bounce or complaint for the team's own address: not suppressed", {
        source,
        events: outcome.spared,
      });
    }
    return { status: 200, body: { accepted: parsed.events.length, ignored: parsed.ignored } };
  }
  const unsigned = refusal(401, "The request is not signed with the mail events secret.");

  routes.openapi(genericEvents, async (c) => {
    const outcome =
      secret && bearerMatches(c.req.header("authorization"), secret)
        ? await apply(parseGenericEvents(await readJsonBody(c), services.clock()), "provider")
        : unsigned;
    return outcome.status === 200 ? c.json(outcome.body, 200) : c.json(outcome.body, outcome.status);
  });

  routes.openapi(postmarkEvents, async (c) => {
    const outcome =
      secret && basicPasswordMatches(c.req.header("authorization"), secret)
        ? await apply(parsePostmarkEvent(await readJsonBody(c), services.clock()), "postmark")
        : unsigned;
    return outcome.status === 200 ? c.json(outcome.body, 200) : c.json(outcome.body, outcome.status);
  });

  // Mailgun signs inside the body, so the body is read before the signature can be checked.
  routes.openapi(mailgunEvents, async (c) => {
    const outcome = await mailgunOutcome(await readJsonBody(c));
    return outcome.status === 200 ? c.json(outcome.body, 200) : c.json(outcome.body, outcome.status);
  });
  async function mailgunOutcome(body: unknown): Promise<Outcome> {
    if (body === undefined) return refusal(400, "The body is not JSON.");
    if (!secret) return unsigned;
    const signature = mailgunSignature(body, secret, services.clock());
    if (!signature.ok) return refusal(401, signature.message);
    return apply(parseMailgunEvent(body, services.clock()), "mailgun", signature.token);
  }
  return routes;
}
