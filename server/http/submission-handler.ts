import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { inTransaction, type Database } from "#server/db/client";
import { findStoredAnswer, IdempotencyRace, requestHash, storeAnswer } from "#server/services/idempotency";
import type { Answer, Submission } from "#server/services/submission";
import type { AppServices } from "./app-services";
import { HttpError } from "./errors";
import { leadAttributionOf } from "./lead-attribution";
import { limitRequests } from "./request-limit";

export type SubmissionOptions<T, A extends Answer> = {
  /** Names the endpoint for rate limits and idempotency keys. */
  scope: string;
  /** The request's Idempotency-Key header, already checked by its route. */
  idempotencyKey: string | undefined;
  /** Rules beyond the schema (e.g. the booking calendar), checked before anything is counted or stored. */
  check?: (data: T) => void;
  /** Runs inside the one transaction that stores everything the submission produces. */
  write: (tx: Database, submission: Submission<T>) => Promise<A>;
};

export { rateLimitedMessage } from "./request-limit";
export const idempotencyMismatchMessage =
  "This Idempotency-Key was already used for a different request. Send a new key with a new submission.";

function isFilled(honeypot: unknown): boolean {
  return typeof honeypot === "string" && honeypot.trim() !== "";
}

/** The first answer again; the stored answer of this endpoint's scope is one its writer produced. */
function replay<A extends Answer>(
  c: Context,
  stored: { status: number; body: unknown },
  hash: string,
  storedHash: string,
): A {
  if (storedHash !== hash) throw new HttpError(422, idempotencyMismatchMessage);
  c.header("Idempotent-Replayed", "true");
  return { status: stored.status as ContentfulStatusCode, body: stored.body, queuedEmails: 0 } as A;
}

/**
 * The pipeline every form submission goes through once its route has checked the body against its
 * schema: note the honeypot → per-client rate limit (in the database) → Idempotency-Key replay →
 * one transaction for everything stored (row, outbox emails, idempotency answer) → the answer.
 * Spam goes the same way (so it is rate limited too) and its writer queues no email.
 */
export async function submit<T, A extends Answer>(
  c: Context,
  services: AppServices,
  data: T,
  options: SubmissionOptions<T, A>,
): Promise<A> {
  const key = options.idempotencyKey ?? null;
  options.check?.(data);
  const ipHash = await limitRequests(c, services, options.scope, services.config.rateLimitPerMinute);

  const hash = requestHash(data);
  if (key) {
    const stored = await findStoredAnswer(services.db, options.scope, key);
    if (stored) return replay<A>(c, stored, hash, stored.requestHash);
  }

  const spam = isFilled((data as { website?: unknown }).website);
  const submission: Submission<T> = {
    data,
    spam,
    ipHash,
    receivedAt: services.clock(),
    attribution: spam ? undefined : await leadAttributionOf(c, services),
  };
  let answer: A;
  try {
    answer = await inTransaction(services.db, async (tx) => {
      const result = await options.write(tx, submission);
      if (key)
        await storeAnswer(tx, options.scope, key, { requestHash: hash, status: result.status, body: result.body });
      return result;
    });
  } catch (error) {
    if (!(error instanceof IdempotencyRace) || !key) throw error;
    // A concurrent request with the same key won: answer as it did.
    const stored = await findStoredAnswer(services.db, options.scope, key);
    if (!stored) throw error;
    return replay<A>(c, stored, hash, stored.requestHash);
  }
  if (answer.queuedEmails > 0) services.mailQueued?.();
  return answer;
}
