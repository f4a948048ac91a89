import { expect, test, describe, afterAll, beforeAll } from "vitest";
import { openDatabase, type DatabaseHandle } from "#server/db/client";
import { outboxEmails } from "#server/db/schema";
import { startOutboxWorker } from "#app/modules/mail/server/outbox-worker";
import { createLogger } from "#server/logger";
import type { MailTransport, OutgoingMail } from "#app/modules/mail/server/transport";
import { createApiHarness, type ApiHarness } from "#tests/support/api-app";
import { freshIp, leadEndpoints } from "#tests/support/leads";
import { waitFor } from "#tests/support/mail";
import { postgresAvailable, usePostgresCluster } from "#tests/support/postgres";

/** A transport that records what it sent, slowly enough for two workers to overlap. */
function recordingTransport(sent: Array<{ worker: string; mail: OutgoingMail }>, worker: string): MailTransport {
  return {
    kind: "smtp",
    send: async (mail) => {
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20));
      sent.push({ worker, mail });
    },
    close: () => {},
  };
}

describe.runIf(postgresAvailable())("two outbox workers on one PostgreSQL", () => {
  const pg = usePostgresCluster();
  let harness: ApiHarness;
  let second: DatabaseHandle;
  beforeAll(async () => {
    const url = pg.database();
    harness = await createApiHarness({ databaseUrl: url, env: { RATE_LIMIT_PER_MINUTE: "100000" } });
    second = await openDatabase({ databaseUrl: url });
  });
  afterAll(async () => {
    await second?.close();
    await harness?.close();
  });

  test("each email is sent exactly once, by one of the workers", async () => {
    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, i) => {
        const endpoint = leadEndpoints[i % leadEndpoints.length];
        return harness.postJson(endpoint.path, endpoint.body({ email: `worker-${i}@example.com` }), {
          "x-forwarded-for": freshIp(),
        });
      }),
    );
    expect(replies.every((r) => r.status === 201)).toBe(true);
    const expected = (await harness.database.db.select().from(outboxEmails)).length;
    const promised = Array.from({ length: 60 }, (_, i) => leadEndpoints[i % leadEndpoints.length].emails);
    expect(expected).toBe(promised.reduce((sum, n) => sum + n, 0));

    const sent: Array<{ worker: string; mail: OutgoingMail }> = [];
    const logger = createLogger("silent", "test");
    const common = {
      logger,
      from: "Test <test@example.com>",
      pollMs: 20,
      maxAttempts: 5,
      retryBaseMs: 50,
      batchSize: 5,
    };
    const a = startOutboxWorker({ ...common, db: harness.database.db, transport: recordingTransport(sent, "a") });
    const b = startOutboxWorker({ ...common, db: second.db, transport: recordingTransport(sent, "b") });
    try {
      await waitFor(
        async () => {
          const rows = await harness.database.db.select().from(outboxEmails);
          return rows.every((r) => r.status === "sent") || undefined;
        },
        60_000,
        "every email sent",
      );
      await new Promise((r) => setTimeout(r, 500));
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    const ids = sent.map((s) => s.mail.messageId);
    expect(ids).toHaveLength(expected);
    expect(new Set(ids).size).toBe(expected);
    const rows = await harness.database.db.select().from(outboxEmails);
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
    // Both workers took part: the claims interleaved rather than one worker doing it all.
    expect(sent.filter((s) => s.worker === "a").length).toBeGreaterThan(0);
    expect(sent.filter((s) => s.worker === "b").length).toBeGreaterThan(0);
  });
});
