import { inArray } from "drizzle-orm";
import { expect, test } from "vitest";
import { leads, outboxEmails } from "#server/db/schema";
import { freePort } from "#tests/support/free-port";
import { freshIp } from "#tests/support/leads";
import { leadWriteEndpoints } from "#tests/support/lead-writes";
import { startSmtpServer, waitFor } from "#tests/support/mail";
import { startSmtpOutboxWorker, useSmtpHarness } from "#tests/support/smtp-harness";

const setup = useSmtpHarness({ RATE_LIMIT_PER_MINUTE: "100000" });

const bounced = "nobody-here@example.com";

async function outboxOf(ids: Array<string>) {
  return setup.harness.database.db.select().from(outboxEmails).where(inArray(outboxEmails.leadId, ids));
}

test("SMTP refusing, then answering 421, then 550 for one mailbox: leads kept, retries back off, the 550 fails at once, every other email arrives once", async () => {
  const port = await freePort();
  const { harness } = setup;
  const worker = startSmtpOutboxWorker(harness, port, { maxAttempts: 30, retryBaseMs: 200 });
  try {
    const ids: Array<string> = [];
    let n = 0;
    for (const endpoint of await leadWriteEndpoints()) {
      for (const email of [`smtp-${n}@example.com`, bounced]) {
        n += 1;
        const response = await harness.postJson(
          endpoint.path,
          { ...endpoint.validBody(n), email },
          {
            "x-forwarded-for": freshIp(),
          },
        );
        expect(response.status, endpoint.path).toBe(201);
        ids.push(((await response.json()) as { id: string }).id);
      }
    }
    expect(await harness.database.db.select().from(leads).where(inArray(leads.id, ids))).toHaveLength(ids.length);
    const total = (await outboxOf(ids)).length;

    // 1. Nothing listens: connection refused, every email waits.
    await waitFor(async () => (await outboxOf(ids)).every((r) => r.attempts >= 1) || undefined, 10_000, "a first try");
    expect((await outboxOf(ids)).map((r) => r.lastError).join(" ")).toMatch(/ECONNREFUSED/);

    // 2. A server that answers 421 to everyone for three seconds.
    let refusing = true;
    setup.smtp = await startSmtpServer(port, { refusing: () => refusing, rejectRecipient: (to) => to === bounced });
    const server = setup.smtp;
    await new Promise((r) => setTimeout(r, 3_000));
    const during = await outboxOf(ids);
    expect(during.every((r) => r.status === "pending")).toBe(true);
    expect(during.map((r) => r.lastError).join(" ")).toMatch(/421/);
    // Backoff: 200 ms doubling (with jitter) allows a handful of tries in ~4 s, not one per 50 ms poll.
    expect(Math.max(...during.map((r) => r.attempts))).toBeLessThanOrEqual(7);
    expect(server.refused()).toBeGreaterThan(0);

    // 3. It accepts, except one mailbox that does not exist (550).
    refusing = false;
    const settled = await waitFor(
      async () => {
        const rows = await outboxOf(ids);
        return rows.every((r) => r.status !== "pending") ? rows : undefined;
      },
      60_000,
      "every email sent or failed",
    );
    await new Promise((r) => setTimeout(r, 1_000));
    const failed = settled.filter((r) => r.status === "failed");
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((r) => r.recipient === bounced && /550/.test(r.lastError ?? ""))).toBe(true);
    // The 550 put the mailbox on the suppression list: its emails not yet tried are not sent (docs/email.md).
    const suppressed = settled.filter((r) => r.status === "suppressed");
    expect(suppressed.every((r) => r.recipient === bounced)).toBe(true);
    // Failed at its first answer from a working server (a 421 may still have come in between), not after 30 tries.
    const triesBefore = new Map(during.map((r) => [r.id, r.attempts]));
    for (const row of failed) expect(row.attempts).toBeLessThanOrEqual((triesBefore.get(row.id) ?? 0) + 2);
    const sent = settled.filter((r) => r.status === "sent");
    expect(sent.length + failed.length + suppressed.length).toBe(total);
    const delivered = server.messages.map((m) => m.messageId);
    expect(delivered).toHaveLength(sent.length);
    expect(new Set(delivered).size).toBe(sent.length);
    expect([...delivered].sort()).toEqual(sent.map((r) => r.messageId).sort());
  } finally {
    await worker.stop();
  }
});
