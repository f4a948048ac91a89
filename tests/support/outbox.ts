import { startOutboxWorker } from "#app/modules/mail/server";
import { createLogger } from "#server/logger";
import type { MailTransport } from "#app/modules/mail/server";
import type { ApiHarness } from "./api-app";

/**
 * Sends every email queued so far through `transport` in one pass, as the running server's worker
 * would. The logger has the app's salt: an erased person's suppression is found by its salted hash.
 */
export async function deliverQueuedMail(h: ApiHarness, transport: MailTransport): Promise<void> {
  const worker = startOutboxWorker({
    db: h.database.db,
    transport,
    logger: createLogger("silent", h.config.logSalt),
    from: "test@example.com",
    // One pass only: the worker never polls on its own before it is stopped.
    pollMs: 60_000,
    maxAttempts: 3,
    retryBaseMs: 10,
  });
  await worker.runOnce();
  await worker.stop();
}
