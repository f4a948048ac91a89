import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { outboxEmails } from "#server/db/schema";
import type { Clock } from "#server/clock";
import type { Logger } from "#server/logger";
import type { MailAttachment } from "#server/mail/outbox";
import type { MailTransport } from "#server/mail/transport";
import { claimDue, releaseLeases } from "./leased-rows";
import { startPollingLoop } from "./polling-loop";

export type OutboxWorkerOptions = {
  db: Database;
  transport: MailTransport;
  logger: Logger;
  from: string;
  /** Reply-To of every email that does not name its own (the team's notifications name the visitor). */
  replyTo?: string;
  pollMs: number;
  maxAttempts: number;
  retryBaseMs: number;
  /** How long a claimed email stays reserved for this worker (longer than any send). */
  leaseMs?: number;
  batchSize?: number;
  /**
   * Only when no other worker can be running (PGlite is opened by one process): leases left
   * by a crashed process are released at start instead of waiting for them to expire.
   */
  releaseLeasesAtStart?: boolean;
  /** What time it is for due emails and reminders' last moments: the database's clock when absent. */
  clock?: Clock;
};

export type OutboxWorker = {
  /** Look for due emails now (called after a lead is committed). */
  wake: () => void;
  /** Claims and sends one batch; resolves to the number of emails handled. */
  runOnce: () => Promise<number>;
  stop: () => Promise<void>;
};

const maxRetryDelayMs = 60 * 60 * 1000;

/** Exponential backoff with jitter: base·2^(attempt-1), capped at an hour, then 50-100% of that. */
export function retryDelayMs(attempt: number, baseMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxRetryDelayMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling * (0.5 + random() * 0.5));
}

/**
 * An SMTP 5xx reply (550 no such mailbox, 553 address refused, 554 rejected) will not change on a
 * retry: the email is marked failed at once. 4xx replies (421 busy, 451 try later) and
 * connection errors are retried with backoff.
 */
export function isPermanentMailError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** The email's own headers, with the default Reply-To unless it names one. */
function withReplyTo(headers: Record<string, string>, replyTo: string | undefined): Record<string, string> {
  if (!replyTo || Object.keys(headers).some((name) => name.toLowerCase() === "reply-to")) return headers;
  return { ...headers, "Reply-To": replyTo };
}

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, logger } = options;
  // A batch is sent in parallel, so the lease only has to outlast one send (SMTP timeouts total under a minute).
  const leaseMs = options.leaseMs ?? 120_000;
  const batchSize = options.batchSize ?? 10;
  type Claimed = typeof outboxEmails.$inferSelect;

  /** Sends one email; resolves to its id when the transport accepted it, else records the failure. */
  async function deliver(row: Claimed): Promise<string | null> {
    try {
      await transport.send({
        from: options.from,
        to: row.recipient,
        subject: row.subject,
        html: row.html,
        text: row.text,
        messageId: row.messageId,
        attachments: row.attachments as Array<MailAttachment>,
        headers: withReplyTo(row.headers as Record<string, string>, options.replyTo),
      });
      logger.info("email sent", { id: row.id, kind: row.kind, attempt: row.attempts });
      return row.id;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const failed = isPermanentMailError(error) || row.attempts >= options.maxAttempts;
      const delay = retryDelayMs(row.attempts, options.retryBaseMs);
      await db
        .update(outboxEmails)
        .set({
          status: failed ? "failed" : "pending",
          lastError: message,
          lockedUntil: null,
          nextAttemptAt: failed ? sql`now()` : sql`now() + ${delay}::int * interval '1 millisecond'`,
        })
        .where(eq(outboxEmails.id, row.id));
      const log = failed ? logger.error : logger.warn;
      log(failed ? "email failed for good" : "email send failed; will retry", {
        id: row.id,
        kind: row.kind,
        attempt: row.attempts,
        retryInMs: failed ? null : delay,
        error: message,
      });
      return null;
    }
  }

  /**
   * Emails whose last moment has passed (a reminder of a meeting that has begun, due while every
   * process was down) are dropped, not sent; answers the ones still to send.
   */
  async function dropLate(claimed: Array<Claimed>, now: Date): Promise<Array<Claimed>> {
    const late = claimed.filter((row) => row.sendBefore && row.sendBefore.getTime() <= now.getTime());
    if (late.length === 0) return claimed;
    await db
      .update(outboxEmails)
      .set({ status: "dropped", lockedUntil: null, lastError: "Not sent: the moment it was for had passed." })
      .where(
        inArray(
          outboxEmails.id,
          late.map((row) => row.id),
        ),
      );
    for (const row of late) logger.info("email dropped: too late to be of use", { id: row.id, kind: row.kind });
    return claimed.filter((row) => !late.includes(row));
  }

  async function runOnce(): Promise<number> {
    const now = options.clock?.();
    const claimed = await claimDue(db, outboxEmails, batchSize, leaseMs, now);
    const toSend = await dropLate(claimed, now ?? new Date());
    const sent = (await Promise.all(toSend.map(deliver))).filter((id): id is string => id !== null);
    // One statement marks the whole batch: under load the database, not the mail, is the bottleneck.
    // Should the process die before it, the lease expires and those emails go again with the same Message-ID.
    if (sent.length > 0) {
      await db
        .update(outboxEmails)
        .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(inArray(outboxEmails.id, sent));
    }
    return claimed.length;
  }

  const loop = startPollingLoop({
    name: "outbox",
    logger,
    pollMs: options.pollMs,
    batchSize,
    runOnce,
    beforeFirstRound: async () => {
      if (options.releaseLeasesAtStart) {
        await releaseLeases(db, outboxEmails).catch((error: unknown) =>
          logger.warn("could not release outbox leases", {
            error: error instanceof Error ? error.message : String(error),
          }),
        );
      }
    },
  });

  return {
    wake: loop.wake,
    runOnce,
    stop: async () => {
      await loop.stop();
      transport.close();
    },
  };
}
