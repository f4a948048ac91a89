import type { Context, Handler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { inTransaction, type Database } from "#server/db/client";
import {
  findStoredAnswer,
  IdempotencyRace,
  idempotencyKeyPattern,
  requestHash,
  storeAnswer,
} from "#server/services/idempotency";
import type { Answer, Submission } from "#server/services/submission";
import type { AppServices } from "./app-services";
import { HttpError } from "./errors";
import { leadAttributionOf } from "./lead-attribution";
import { limitRequests } from "./request-limit";
import { parseJsonBody } from "./validation";

export type SubmissionOptions<S extends z.ZodType> = {
  /** Names the endpoint for rate limits and idempotency keys. */
  scope: string;
  schema: S;
  /** Rules beyond the schema (e.g. the booking calendar), checked before anything is counted or stored. */
  check?: (data: z.output<S>) => void;
  /** Runs inside the one transaction that stores everything the submission produces. */
  write: (tx: Database, submission: Submission<z.output<S>>) => Promise<Answer>;
};

export { rateLimitedMessage } from "./request-limit";
export const idempotencyMismatchMessage =
  "This Idempotency-Key was already used for a different request. Send a new key with a new submission.";

function idempotencyKeyOf(c: Context): string | null {
  const key = c.req.header("idempotency-key");
  if (key === undefined) return null;
  if (!idempotencyKeyPattern.test(key)) {
    throw new HttpError(400, "The Idempotency-Key header must be 1 to 200 visible characters without spaces.");
  }
  return key;
}

function isFilled(honeypot: unknown): boolean {
  return typeof honeypot === "string" && honeypot.trim() !== "";
}

function replay(c: Context, stored: { status: number; body: unknown }, hash: string, storedHash: string): Response {
  if (storedHash !== hash) throw new HttpError(422, idempotencyMismatchMessage);
  c.header("Idempotent-Replayed", "true");
  return c.json(stored.body as Record<string, unknown>, stored.status as ContentfulStatusCode);
}

/**
 * The pipeline every form submission goes through: parse with the shared schema → note
 * the honeypot → per-client rate limit (in the database) → Idempotency-Key replay → one
 * transaction for everything stored (row, outbox emails, idempotency answer) → reply.
 * Spam goes the same way (so it is rate limited too) and its writer queues no email.
 */
export function submissionHandler<S extends z.ZodType>(services: AppServices, options: SubmissionOptions<S>): Handler {
  return async (c) => {
    const key = idempotencyKeyOf(c);
    const data = await parseJsonBody(c, options.schema);
    options.check?.(data);
    const ipHash = await limitRequests(c, services, options.scope, services.config.rateLimitPerMinute);

    const hash = requestHash(data);
    if (key) {
      const stored = await findStoredAnswer(services.db, options.scope, key);
      if (stored) return replay(c, stored, hash, stored.requestHash);
    }

    const spam = isFilled((data as { website?: unknown }).website);
    const submission: Submission<z.output<S>> = {
      data,
      spam,
      ipHash,
      receivedAt: services.clock(),
      attribution: spam ? undefined : await leadAttributionOf(c, services),
    };
    let answer: Answer;
    try {
      answer = await inTransaction(services.db, async (tx) => {
        const result = await options.write(tx, submission);
        if (key)
          await storeAnswer(tx, options.scope, key, {
            requestHash: hash,
            status: result.status,
            body: result.body,
          });
        return result;
      });
    } catch (error) {
      if (!(error instanceof IdempotencyRace) || !key) throw error;
      // A concurrent request with the same key won: answer as it did.
      const stored = await findStoredAnswer(services.db, options.scope, key);
      if (!stored) throw error;
      return replay(c, stored, hash, stored.requestHash);
    }
    if (answer.queuedEmails > 0) services.mailQueued?.();
    return c.json(answer.body, answer.status);
  };
}
