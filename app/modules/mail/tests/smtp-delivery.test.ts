import { inArray } from "drizzle-orm";
import { expect, test } from "vitest";
import { leads, outboxEmails } from "#server/db/schema";
import { freePort } from "#tests/support/free-port";
import { aiInterviewBody, freshIp, gitexBody, panelQuestionBody } from "#tests/support/leads";
import { addressesOf, startSmtpServer, waitFor } from "#tests/support/mail";
import { startSmtpOutboxWorker, useSmtpHarness } from "#tests/support/smtp-harness";

const setup = useSmtpHarness({ RATE_LIMIT_PER_MINUTE: "1000" });

test("while SMTP refuses, visitors still get 201 and leads are stored; once it accepts, each email arrives exactly once", async () => {
  const port = await freePort();
  const { harness } = setup;
  const worker = startSmtpOutboxWorker(harness, port, { maxAttempts: 20, retryBaseMs: 100 });
  try {
    // Phase 1: nothing listens on the port (connection refused).
    const posted = [
      await harness.postJson("/api/ai-interview", aiInterviewBody({ email: "smtp-visitor@example.com" }), {
        "x-forwarded-for": freshIp(),
      }),
      await harness.postJson("/api/gitex/submit", gitexBody({ email: "smtp-gitex@example.com" }), {
        "x-forwarded-for": freshIp(),
      }),
      await harness.postJson("/api/qa/submit", panelQuestionBody({ email: "smtp-qa@example.com" }), {
        "x-forwarded-for": freshIp(),
      }),
    ];
    expect(posted.map((r) => r.status)).toEqual([201, 201, 201]);
    const ids = await Promise.all(posted.map(async (r) => ((await r.json()) as { id: string }).id));
    expect(await harness.database.db.select().from(leads).where(inArray(leads.id, ids))).toHaveLength(3);

    const failedOnce = await waitFor(
      async () => {
        const rows = await harness.database.db.select().from(outboxEmails).where(inArray(outboxEmails.leadId, ids));
        return rows.length === 5 && rows.every((r) => r.attempts >= 1 && r.lastError) ? rows : undefined;
      },
      10_000,
      "every email to fail once",
    );
    expect(failedOnce.every((r) => r.status === "pending" && r.sentAt === null)).toBe(true);
    expect(failedOnce.map((r) => r.lastError).join(" ")).toMatch(/ECONNREFUSED/);

    // Phase 2: the server is up but turns the first connections away; phase 3: it accepts.
    setup.smtp = await startSmtpServer(port, { refuseFirst: 2 });
    const server = setup.smtp;
    await waitFor(() => server.messages.length >= 5 || undefined, 20_000, "five delivered emails");
    const rows = await waitFor(
      async () => {
        const all = await harness.database.db.select().from(outboxEmails).where(inArray(outboxEmails.leadId, ids));
        return all.every((r) => r.status === "sent") ? all : undefined;
      },
      5_000,
      "every row marked sent",
    );
    // Give a duplicate the chance to show up before counting.
    await new Promise((r) => setTimeout(r, 1000));
    expect(server.refused()).toBe(2);
    expect(server.messages).toHaveLength(5);
    expect(new Set(server.messages.map((m) => m.messageId)).size).toBe(5);
    expect(rows.some((r) => r.attempts >= 2)).toBe(true);
    for (const row of rows) {
      const delivered = server.messages.filter((m) => m.messageId === row.messageId);
      expect(delivered, row.kind).toHaveLength(1);
      const mail = delivered[0];
      expect(addressesOf(mail?.to)).toEqual([row.recipient]);
      expect(mail?.envelopeTo).toEqual([row.recipient]);
      expect(mail?.subject).toBe(row.subject);
      expect(mail?.text?.trim().length).toBeGreaterThan(50);
      expect(mail?.html).toContain("<table");
    }
    const confirmation = server.messages.find((m) => addressesOf(m.to).includes("smtp-visitor@example.com"));
    expect(confirmation?.text).toContain("Your AI interview request has been received");
    expect(confirmation?.html).toContain("AI Engineer");
    const sales = server.messages.filter((m) => addressesOf(m.to).includes(harness.config.salesEmail));
    expect(sales).toHaveLength(3);
  } finally {
    await worker.stop();
  }
});
