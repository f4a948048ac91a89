import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { leads, mailEvents, mailSuppressions, outboxEmails } from "#server/db/schema";
import { freePort } from "#tests/support/free-port";
import { aiInterviewBody, freshIp } from "#tests/support/leads";
import { addressesOf, startSmtpServer, waitFor } from "#tests/support/mail";
import { startSmtpOutboxWorker, useSmtpHarness } from "#tests/support/smtp-harness";

const setup = useSmtpHarness({ RATE_LIMIT_PER_MINUTE: "1000" });

test("a 550 for one address suppresses it after the first attempt; its next lead is stored and notified to sales, and sends it nothing", async () => {
  const { harness } = setup;
  const db = harness.database.db;
  const port = await freePort();
  const bouncing = "Gone.Away@example.com";
  setup.smtp = await startSmtpServer(port, { rejectRecipient: (to) => to.toLowerCase() === "gone.away@example.com" });
  const smtp = setup.smtp;
  const worker = startSmtpOutboxWorker(harness, port, { maxAttempts: 5, retryBaseMs: 50 });
  try {
    const first = await harness.postJson("/api/ai-interview", aiInterviewBody({ email: bouncing }), {
      "x-forwarded-for": freshIp(),
    });
    expect(first.status).toBe(201);
    const firstId = ((await first.json()) as { id: string }).id;
    const confirmation = await waitFor(
      async () => {
        const rows = await db.select().from(outboxEmails).where(eq(outboxEmails.leadId, firstId));
        return rows.find((r) => r.recipient === bouncing && r.status === "failed");
      },
      10_000,
      "the confirmation to fail",
    );
    expect(confirmation.attempts).toBe(1);
    const [suppression] = await db.select().from(mailSuppressions);
    expect(suppression).toMatchObject({ email: "gone.away@example.com", reason: "hard-bounce", source: "smtp" });
    expect(suppression?.detail).toMatch(/550/);

    const second = await harness.postJson("/api/ai-interview", aiInterviewBody({ email: "GONE.AWAY@example.com" }), {
      "x-forwarded-for": freshIp(),
    });
    expect(second.status).toBe(201);
    const secondId = ((await second.json()) as { id: string }).id;
    expect(await db.select().from(leads).where(eq(leads.id, secondId))).toHaveLength(1);
    const rows = await waitFor(
      async () => {
        const all = await db.select().from(outboxEmails).where(eq(outboxEmails.leadId, secondId));
        return all.every((r) => r.status !== "pending") ? all : undefined;
      },
      10_000,
      "the second lead's emails to settle",
    );
    const toVisitor = rows.filter((r) => r.recipient.toLowerCase() === "gone.away@example.com");
    expect(toVisitor.length).toBeGreaterThan(0);
    expect(toVisitor.every((r) => r.status === "suppressed" && r.attempts === 0)).toBe(true);
    expect(toVisitor[0]?.lastError).toMatch(/suppression list \(hard-bounce\)/);
    expect(rows.find((r) => r.recipient === harness.config.salesEmail)?.status).toBe("sent");
    const sales = smtp.messages.filter((m) => addressesOf(m.to).includes(harness.config.salesEmail));
    expect(sales).toHaveLength(2);
    expect(
      smtp.messages.some((m) => addressesOf(m.to).some((to) => to.toLowerCase() === "gone.away@example.com")),
    ).toBe(false);
    expect((await db.select().from(mailEvents)).map((e) => e.type)).toEqual(["bounced"]);
  } finally {
    await worker.stop();
  }
});

test("a 421 for an address is retried and delivered, and the address is not suppressed", async () => {
  const { harness } = setup;
  const db = harness.database.db;
  await setup.smtp?.close();
  const port = await freePort();
  let deferrals = 0;
  setup.smtp = await startSmtpServer(port, {
    deferRecipient: (to) => to === "busy@example.com" && deferrals++ < 1,
  });
  const smtp = setup.smtp;
  const worker = startSmtpOutboxWorker(harness, port, { maxAttempts: 5, retryBaseMs: 50 });
  try {
    const posted = await harness.postJson("/api/ai-interview", aiInterviewBody({ email: "busy@example.com" }), {
      "x-forwarded-for": freshIp(),
    });
    const id = ((await posted.json()) as { id: string }).id;
    const row = await waitFor(
      async () => {
        const all = await db.select().from(outboxEmails).where(eq(outboxEmails.leadId, id));
        return all.find((r) => r.recipient === "busy@example.com" && r.status === "sent");
      },
      10_000,
      "the confirmation to go on a retry",
    );
    expect(row.attempts).toBe(2);
    expect(smtp.messages.filter((m) => addressesOf(m.to).includes("busy@example.com"))).toHaveLength(1);
    expect(await db.select().from(mailSuppressions).where(eq(mailSuppressions.email, "busy@example.com"))).toEqual([]);
    const deferred = await db.select().from(mailEvents).where(eq(mailEvents.email, "busy@example.com"));
    expect(deferred.map((e) => [e.type, e.kind])).toEqual([["deferred", row.kind]]);
  } finally {
    await worker.stop();
  }
});
