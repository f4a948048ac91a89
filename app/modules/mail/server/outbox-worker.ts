import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { outboxEmails } from "#server/db/schema";
import type { Clock } from "#server/clock";
import { errorText, type Logger } from "#server/logger";
import type { MailAttachment } from "#app/modules/mail/server/outbox";
import type { MailTransport } from "#app/modules/mail/server/transport";
import {
  addressKey,
  markSuppressed,
  recordMailEvent,
  suppressAddress,
  suppressionsOf,
} from "#app/modules/mail/server/suppressions";
import { claimDue, releaseLeases, renewLease } from "#server/jobs/leased-rows";
import { startPollingLoop } from "#server/jobs/polling-loop";

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

/**
 * A 5xx answer to the recipient itself (RCPT TO), as opposed to a refused login or a rejected
 * message body: the address does not take mail, and is suppressed (docs/email.md#suppression-list).
 */
export function isHardBounce(error: unknown): boolean {
  if (!isPermanentMailError(error)) return false;
  const { command, code } = error as { command?: unknown; code?: unknown };
  return (typeof command === "string" && /RCPT/i.test(command)) || code === "EENVELOPE";
}

/** The email's own headers, with the default Reply-To unless it names one. */
function withReplyTo(headers: Record<string, string>, replyTo: string | undefined): Record<string, string> {
  if (!replyTo || Object.keys(headers).some((name) => name.toLowerCase() === "reply-to")) return headers;
  return { ...headers, "Reply-To": replyTo };
}

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, logger } = options;
  // Renewed before each send, so it only has to outlast one (SMTP timeouts total under a minute).
  const leaseMs = options.leaseMs ?? 120_000;
  const batchSize = options.batchSize ?? 10;
  type Claimed = typeof outboxEmails.$inferSelect;

  /** Sends one email; answers whether the transport accepted it, else records the failure. */
  async function deliver(row: Claimed): Promise<boolean> {
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
      return true;
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
      await recordSendOutcome(row, error, failed, message);
      const log = failed ? logger.error : logger.warn;
      log(failed ? "email failed for good" : "email send failed; will retry", {
        id: row.id,
        kind: row.kind,
        attempt: row.attempts,
        retryInMs: failed ? null : delay,
        error: message,
      });
      return false;
    }
  }

  /**
   * A hard bounce suppresses the address and counts as bounced; a failure that will be retried counts
   * as deferred (docs/email.md#the-numbers). Bookkeeping only: its own failure is logged, not thrown.
   */
  async function recordSendOutcome(row: Claimed, error: unknown, failed: boolean, message: string): Promise<void> {
    const at = options.clock?.() ?? new Date();
    const bounced = isHardBounce(error);
    try {
      if (bounced) {
        await suppressAddress(
          db,
          { email: row.recipient, reason: "hard-bounce", detail: message, source: "smtp", at },
          logger.hash,
        );
        logger.warn("address suppressed after a hard bounce", { id: row.id, kind: row.kind });
      }
      // A failure for good that is not a bounce (a refused login, a rejected body) is neither.
      if (bounced || !failed) {
        await recordMailEvent(db, {
          type: bounced ? "bounced" : "deferred",
          email: row.recipient,
          messageId: row.messageId,
          kind: row.kind,
          source: "smtp",
          detail: message,
          at,
        });
      }
    } catch (bookkeeping) {
      logger.error("could not record the send outcome", {
        id: row.id,
        error: errorText(bookkeeping),
      });
    }
  }

  /**
   * Emails to an address suppressed after they were queued are not sent: marked `suppressed`
   * (docs/email.md#suppression-list). Answers the ones still to send.
   */
  async function skipSuppressed(claimed: Array<Claimed>): Promise<Array<Claimed>> {
    const suppressed = await suppressionsOf(
      db,
      claimed.map((row) => row.recipient),
      logger.hash,
    );
    if (suppressed.size === 0) return claimed;
    const skipped = claimed.filter((row) => suppressed.has(addressKey(row.recipient)));
    for (const reason of new Set(skipped.map((row) => suppressed.get(addressKey(row.recipient))?.reason))) {
      const ids = skipped
        .filter((row) => suppressed.get(addressKey(row.recipient))?.reason === reason)
        .map((row) => row.id);
      await markSuppressed(db, ids, reason ?? "suppressed");
    }
    for (const row of skipped) logger.info("email not sent: address suppressed", { id: row.id, kind: row.kind });
    return claimed.filter((row) => !skipped.includes(row));
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

  /**
   * Sends a claimed batch one email at a time, each marked sent as soon as the server has accepted
   * it: a process that dies mid-batch leaves at most the one email whose acceptance it was waiting
   * for to go again (same Message-ID); the rest are marked or never began (docs/email.md#the-worker).
   */
  async function runOnce(): Promise<number> {
    const now = options.clock?.();
    const claimed = await claimDue(db, outboxEmails, batchSize, leaseMs, now);
    const toSend = await skipSuppressed(await dropLate(claimed, now ?? new Date()));
    for (const row of toSend) {
      // The batch's later emails wait for the earlier sends: their lease may have run out and another worker taken them.
      if (!(await renewLease(db, outboxEmails, row, leaseMs))) {
        logger.info("email left to the worker that claimed it since", { id: row.id, kind: row.kind });
        continue;
      }
      if (!(await deliver(row))) continue;
      await db
        .update(outboxEmails)
        .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(eq(outboxEmails.id, row.id));
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
            error: errorText(error),
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
