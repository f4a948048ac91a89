import { afterAll } from "vitest";
import { startOutboxWorker, type OutboxWorker } from "#app/modules/mail/server";
import { createLogger } from "#server/logger";
import { smtpTransport } from "#app/modules/mail/server";
import { useApiHarness, type ApiHarness } from "./api-app";
import type { TestSmtpServer } from "./mail";

/**
 * For a file whose tests send real SMTP: the in-process API (on a fresh PGlite) and, once a test
 * starts one, the SMTP server on loopback; both closed when the file's tests are done.
 */
export function useSmtpHarness(env: Record<string, string>): { harness: ApiHarness; smtp?: TestSmtpServer } {
  const state: { harness: ApiHarness; smtp?: TestSmtpServer } = { harness: useApiHarness({ env }) };
  afterAll(async () => {
    await state.smtp?.close();
  });
  return state;
}

/** The outbox worker sending over SMTP to `port` on loopback, polling fast, with the test's retry figures. */
export function startSmtpOutboxWorker(
  harness: ApiHarness,
  port: number,
  retries: { maxAttempts: number; retryBaseMs: number },
): OutboxWorker {
  return startOutboxWorker({
    db: harness.database.db,
    transport: smtpTransport(`smtp://127.0.0.1:${port}`),
    logger: createLogger("silent", "test"),
    from: harness.config.mailFrom,
    replyTo: harness.config.replyToEmail,
    pollMs: 50,
    ...retries,
  });
}
