import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { outboxEmails } from "#server/db/schema";
import { retryDelayMs, startOutboxWorker } from "#app/modules/mail/server/outbox-worker";
import { createLogger } from "#server/logger";
import { fileTransport, type MailTransport } from "#app/modules/mail/server/transport";
import { createApiHarness, type ApiHarness } from "#tests/support/api-app";
import { aiInterviewBody, freshIp, gitexBody, panelQuestionBody } from "#tests/support/leads";
import { addressesOf, readEmlFolder, waitFor } from "#tests/support/mail";

let harness: ApiHarness;
const mailDir = mkdtempSync(path.join(tmpdir(), "outbox-mail-"));
const logger = createLogger("silent", "test");

beforeAll(async () => {
  harness = await createApiHarness({ env: { RATE_LIMIT_PER_MINUTE: "1000" } });
});
afterAll(async () => {
  await harness.close();
  rmSync(mailDir, { recursive: true, force: true });
});

async function leadId(response: Response): Promise<string> {
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test("without SMTP the worker writes branded .eml files with text and HTML parts, user text escaped", async () => {
  const ids = [
    await leadId(
      await harness.postJson(
        "/api/ai-interview",
        aiInterviewBody({ name: "<b>Eve</b> & Co", email: "eve@example.com" }),
        { "x-forwarded-for": freshIp() },
      ),
    ),
    await leadId(
      await harness.postJson("/api/gitex/submit", gitexBody({ email: "gx@example.com" }), {
        "x-forwarded-for": freshIp(),
      }),
    ),
    await leadId(
      await harness.postJson(
        "/api/qa/submit",
        panelQuestionBody({ email: "qa@example.com", question: "Line one\n<script>alert(1)</script>" }),
        { "x-forwarded-for": freshIp() },
      ),
    ),
  ];
  const worker = startOutboxWorker({
    db: harness.database.db,
    transport: fileTransport(mailDir),
    logger,
    from: harness.config.mailFrom,
    pollMs: 50,
    maxAttempts: 3,
    retryBaseMs: 20,
  });
  try {
    const rows = await waitFor(
      async () => {
        const all = await harness.database.db.select().from(outboxEmails).where(inArray(outboxEmails.leadId, ids));
        return all.length === 5 && all.every((r) => r.status === "sent") ? all : undefined;
      },
      15_000,
      "five sent emails",
    );
    const files = await readEmlFolder(mailDir);
    expect(files).toHaveLength(5);
    for (const row of rows) {
      const mail = files.find((f) => f.messageId === row.messageId);
      expect(mail, `email ${row.kind}`).toBeDefined();
      expect(addressesOf(mail?.to)).toEqual([row.recipient]);
      expect(mail?.subject).toBe(row.subject);
      expect(mail?.text).toContain("Northwind Talent");
      expect(mail?.html).toContain("Northwind Talent");
    }
    // Sales hear of every lead; visitors get a confirmation for interviews and registrations only.
    expect(rows.map((r) => r.kind).sort()).toEqual([
      "ai-interview.confirmation",
      "ai-interview.sales",
      "gitex-registration.confirmation",
      "gitex-registration.sales",
      "panel-question.sales",
    ]);
    expect(rows.filter((r) => r.recipient === "qa@example.com")).toHaveLength(0);
    const eveSales = files.find((f) => f.messageId === rows.find((r) => r.kind === "ai-interview.sales")?.messageId);
    expect(eveSales?.html).toContain("&lt;b&gt;Eve&lt;/b&gt; &amp; Co");
    expect(eveSales?.html).not.toContain("<b>Eve</b>");
    expect(eveSales?.text).toContain("<b>Eve</b> & Co");
    const question = files.find((f) => f.messageId === rows.find((r) => r.kind === "panel-question.sales")?.messageId);
    expect(question?.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(question?.html).not.toContain("<script>");
    const confirmation = files.find(
      (f) => f.messageId === rows.find((r) => r.kind === "gitex-registration.confirmation")?.messageId,
    );
    expect(confirmation?.text).toContain("15 free AI interviews");
  } finally {
    await worker.stop();
  }
});

test("a failing transport is retried with backoff, then the email is marked failed with the last error", async () => {
  const id = await leadId(
    await harness.postJson("/api/qa/submit", panelQuestionBody(), { "x-forwarded-for": freshIp() }),
  );
  let calls = 0;
  const broken: MailTransport = {
    kind: "smtp",
    send: async () => {
      calls += 1;
      throw new Error(`connect ECONNREFUSED 127.0.0.1:2525 (try ${calls})`);
    },
    close: () => {},
  };
  const worker = startOutboxWorker({
    db: harness.database.db,
    transport: broken,
    logger,
    from: harness.config.mailFrom,
    pollMs: 20,
    maxAttempts: 3,
    retryBaseMs: 30,
  });
  try {
    const row = await waitFor(
      async () => {
        const [r] = await harness.database.db.select().from(outboxEmails).where(eq(outboxEmails.leadId, id));
        return r?.status === "failed" ? r : undefined;
      },
      10_000,
      "the email to fail",
    );
    expect(row.attempts).toBe(3);
    expect(row.lastError).toMatch(/ECONNREFUSED .*try \d/);
    expect(row.sentAt).toBeNull();
  } finally {
    await worker.stop();
  }
});

test("retry delays double per attempt with jitter and stay under an hour", () => {
  expect(retryDelayMs(1, 1000, () => 1)).toBe(1000);
  expect(retryDelayMs(1, 1000, () => 0)).toBe(500);
  expect(retryDelayMs(4, 1000, () => 1)).toBe(8000);
  expect(retryDelayMs(30, 1000, () => 1)).toBe(3_600_000);
  const delays = Array.from({ length: 50 }, () => retryDelayMs(3, 1000));
  expect(Math.min(...delays)).toBeGreaterThanOrEqual(2000);
  expect(Math.max(...delays)).toBeLessThanOrEqual(4000);
});
