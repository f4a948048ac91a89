import { eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { outboxEmails } from "#server/db/schema";
import {
  defaultUnverifiedMailPerDomain as unverifiedDomainDailyLimit,
  unverifiedMailboxDailyLimit,
} from "#app/modules/mail/server/outbox";
import { aiInterviewBody, freshIp, gitexBody, talentRequestBody } from "#tests/support/leads";
import { postgresAvailable, usePostgresHarness } from "#tests/support/postgres";

describe.runIf(postgresAvailable())("the daily limits of unverified addresses on PostgreSQL", () => {
  const harnessOf = usePostgresHarness({
    RATE_LIMIT_PER_MINUTE: "100000",
    UNVERIFIED_MAIL_PER_DOMAIN: String(unverifiedDomainDailyLimit),
  });

  test("nine simultaneous submissions to one mailbox, written nine ways, from three forms queue exactly three confirmations", async () => {
    const harness = harnessOf();
    const forms = [
      ["/api/ai-interview", aiInterviewBody],
      ["/api/gitex/submit", gitexBody],
      ["/api/talent-requests", talentRequestBody],
    ] as const;
    const replies = await Promise.all(
      forms.flatMap(([path, body], f) =>
        [1, 2, 3].map((n) =>
          harness.postJson(path, body({ email: `Racing+${f}${n}@Example.com` }), { "x-forwarded-for": freshIp() }),
        ),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(9).fill(201));
    const confirmations = await harness.database.db
      .select({ kind: outboxEmails.kind })
      .from(outboxEmails)
      .where(sql`lower(${outboxEmails.recipient}) like 'racing+%@example.com'`);
    expect(confirmations).toHaveLength(unverifiedMailboxDailyLimit);
  });

  test("simultaneous submissions from many people of one company queue exactly the domain's daily number", async () => {
    const harness = harnessOf();
    const replies = await Promise.all(
      Array.from({ length: unverifiedDomainDailyLimit + 5 }, (_, i) =>
        harness.postJson("/api/ai-interview", aiInterviewBody({ email: `person${i}@one-company.example` }), {
          "x-forwarded-for": freshIp(),
        }),
      ),
    );
    expect(replies.every((r) => r.status === 201)).toBe(true);
    const confirmations = await harness.database.db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(eq(outboxEmails.recipientDomain, "one-company.example"));
    expect(confirmations).toHaveLength(unverifiedDomainDailyLimit);
  });
});
