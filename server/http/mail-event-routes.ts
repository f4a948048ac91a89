import type { Context } from "hono";
import { Hono } from "hono";
import { inTransaction } from "#server/db/client";
import { applyProviderEvents } from "#server/mail/provider-events/apply";
import { parseGenericEvents } from "#server/mail/provider-events/generic";
import {
  mailgunRefusals,
  mailgunSignature,
  parseMailgunEvent,
  rememberMailgunToken,
} from "#server/mail/provider-events/mailgun";
import { parsePostmarkEvent } from "#server/mail/provider-events/postmark";
import { basicPasswordMatches, bearerMatches } from "#server/mail/provider-events/secrets";
import type { ParsedEvents } from "#server/mail/provider-events/types";
import type { AppServices } from "./app-services";
import { bodySizeLimit } from "./body-size";
import { jsonError } from "./errors";
import { readJsonBody } from "./validation";

export const mailEventsBodyLimit = 256 * 1024;

/**
 * POST /api/mail-events (the generic shape, bearer secret), /api/mail-events/postmark (basic
 * auth, the secret as password) and /api/mail-events/mailgun (signed with the secret as the
 * webhook signing key): the mail provider's bounces, complaints, deliveries and deferrals
 * (docs/email.md#provider-events). They come from the provider's servers, so they sit before the
 * JSON and Origin guard. Without MAIL_EVENTS_SECRET there is no such endpoint (404). Nothing is
 * changed unless the request is authentic, and a Mailgun request only once. The team's own
 * addresses are never suppressed.
 */
export function mailEventRoutes(services: AppServices): Hono {
  const secret = services.config.mailEventsSecret;
  const routes = new Hono();
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
  const answer = async (c: Context, parsed: ParsedEvents, source: string, token?: string) => {
    if (!parsed.ok) return jsonError(c, 400, parsed.message ?? "The body is not an event this endpoint reads.");
    const outcome = await inTransaction(services.db, async (tx) => {
      if (token !== undefined && !(await rememberMailgunToken(tx, token, services.clock()))) return null;
      return applyProviderEvents(tx, parsed.events, source, teamAddresses, services.logger.hash);
    });
    if (!outcome) return jsonError(c, 401, mailgunRefusals.replayed);
    services.logger.info("mail events received", { source, events: parsed.events.length, ignored: parsed.ignored });
    if (outcome.spared > 0) {
      services.logger.warn("bounce or complaint for the team's own address: not suppressed", {
        source,
        events: outcome.spared,
      });
    }
    return c.json({ accepted: parsed.events.length, ignored: parsed.ignored }, 200);
  };
  const unauthorised = (c: Context) => jsonError(c, 401, "The request is not signed with the mail events secret.");

  routes.post("/mail-events", async (c) => {
    if (!secret || !bearerMatches(c.req.header("authorization"), secret)) return unauthorised(c);
    const body = await readJsonBody(c);
    return answer(c, parseGenericEvents(body, services.clock()), "provider");
  });

  routes.post("/mail-events/postmark", async (c) => {
    if (!secret || !basicPasswordMatches(c.req.header("authorization"), secret)) return unauthorised(c);
    const body = await readJsonBody(c);
    return answer(c, parsePostmarkEvent(body, services.clock()), "postmark");
  });

  // Mailgun signs inside the body, so the body is read before the signature can be checked.
  routes.post("/mail-events/mailgun", async (c) => {
    const body = await readJsonBody(c);
    if (body === undefined) return jsonError(c, 400, "The body is not JSON.");
    if (!secret) return unauthorised(c);
    const signature = mailgunSignature(body, secret, services.clock());
    if (!signature.ok) return jsonError(c, 401, signature.message);
    return answer(c, parseMailgunEvent(body, services.clock()), "mailgun", signature.token);
  });
  return routes;
}
