import { eq, sql } from "drizzle-orm";
import type { Clock } from "#server/clock";
import type { Database } from "#server/db/client";
import { webhookDeliveries, webhookEndpoints } from "#server/db/schema";
import type { Logger } from "#server/logger";
import { chatMessage } from "./chat-message";
import { postJson } from "./post";
import { signWebhook } from "./signing";
import { claimDue, releaseLeases } from "#server/jobs/leased-rows";
import { retryDelayMs } from "#app/modules/mail/server";
import { startPollingLoop } from "#server/jobs/polling-loop";

export type WebhookWorkerOptions = {
  db: Database;
  logger: Logger;
  pollMs: number;
  maxAttempts: number;
  retryBaseMs: number;
  timeoutMs: number;
  allowPrivate: boolean;
  /** Dates each delivery's signature (its `webhook-timestamp`). */
  clock: Clock;
  /** The site's address, for the lead's link in chat messages. */
  publicUrl: string;
  leaseMs?: number;
  batchSize?: number;
  releaseLeasesAtStart?: boolean;
};

export type WebhookWorker = { wake: () => void; runOnce: () => Promise<number>; stop: () => Promise<void> };

type Claimed = typeof webhookDeliveries.$inferSelect;

/**
 * Sends queued lead webhooks, signed the Standard Webhooks way, with the email outbox's retries
 * and backoff. A 2xx answer is delivered; anything else (or no answer in time) is retried until
 * the attempts run out. A receiver may see a delivery twice only if this process dies between
 * its 2xx and the write that records it; the `webhook-id` lets it drop the repeat.
 */
export function startWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const { db, logger } = options;
  const leaseMs = options.leaseMs ?? 60_000;
  const batchSize = options.batchSize ?? 10;

  async function record(row: Claimed, outcome: { ok: boolean; status: number | null; error: string | null }) {
    if (outcome.ok) {
      await db
        .update(webhookDeliveries)
        .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, lastError: null, lastStatusCode: outcome.status })
        .where(eq(webhookDeliveries.id, row.id));
      return;
    }
    const failed = row.attempts >= options.maxAttempts;
    const delay = retryDelayMs(row.attempts, options.retryBaseMs);
    await db
      .update(webhookDeliveries)
      .set({
        status: failed ? "failed" : "pending",
        lastError: outcome.error,
        lastStatusCode: outcome.status,
        lockedUntil: null,
        nextAttemptAt: failed ? sql`now()` : sql`now() + ${delay}::int * interval '1 millisecond'`,
      })
      .where(eq(webhookDeliveries.id, row.id));
    (failed ? logger.error : logger.warn)(failed ? "webhook failed for good" : "webhook failed; will retry", {
      id: row.id,
      attempt: row.attempts,
      retryInMs: failed ? null : delay,
      error: outcome.error,
    });
  }

  async function deliver(row: Claimed): Promise<void> {
    const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, row.endpointId));
    if (!endpoint || !endpoint.active) {
      await record(
        { ...row, attempts: options.maxAttempts },
        { ok: false, status: null, error: "The endpoint was removed or turned off." },
      );
      return;
    }
    // A chat's incoming webhook checks no signature: it gets its message, unsigned.
    const chat = endpoint.format === "slack" || endpoint.format === "teams" ? endpoint.format : null;
    const body = chat ? chatMessage(chat, row.body, options.publicUrl) : row.body;
    const headers = chat
      ? {}
      : signWebhook(endpoint.secret, row.id, Math.floor(options.clock().getTime() / 1000), row.body);
    try {
      const { status } = await postJson(endpoint.url, body, headers, {
        timeoutMs: options.timeoutMs,
        allowPrivate: options.allowPrivate,
      });
      const ok = status >= 200 && status < 300;
      await record(row, { ok, status, error: ok ? null : `The receiver answered HTTP ${status}.` });
      if (ok) logger.info("webhook delivered", { id: row.id, attempt: row.attempts, status });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      await record(row, { ok: false, status: null, error: message });
    }
  }

  async function runOnce(): Promise<number> {
    const claimed = await claimDue(db, webhookDeliveries, batchSize, leaseMs);
    await Promise.all(claimed.map(deliver));
    return claimed.length;
  }

  const loop = startPollingLoop({
    name: "webhooks",
    logger,
    pollMs: options.pollMs,
    batchSize,
    runOnce,
    beforeFirstRound: async () => {
      if (options.releaseLeasesAtStart) await releaseLeases(db, webhookDeliveries).catch(() => undefined);
    },
  });
  return { wake: loop.wake, runOnce, stop: loop.stop };
}
