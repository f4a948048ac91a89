import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { outboxEmails } from "#server/db/schema";
import { aiInterviewBody, freshIp, gitexBody, talentRequestBody } from "#tests/support/leads";
import { postgresAvailable, usePostgresHarness } from "#tests/support/postgres";

describe.runIf(postgresAvailable())("the daily limit of an unverified address on PostgreSQL", () => {
  const harnessOf = usePostgresHarness({ RATE_LIMIT_PER_MINUTE: "100000" });

  test("nine simultaneous submissions to one address from three forms queue exactly three confirmations", async () => {
    const harness = harnessOf();
    const email = "Racing@Example.com";
    const forms = [
      ["/api/ai-interview", aiInterviewBody],
      ["/api/gitex/submit", gitexBody],
      ["/api/talent-requests", talentRequestBody],
    ] as const;
    const replies = await Promise.all(
      forms.flatMap(([path, body]) =>
        [1, 2, 3].map(() => harness.postJson(path, body({ email }), { "x-forwarded-for": freshIp() })),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(9).fill(201));
    const confirmations = await harness.database.db
      .select({ kind: outboxEmails.kind })
      .from(outboxEmails)
      .where(sql`lower(${outboxEmails.recipient}) = ${email.toLowerCase()}`);
    expect(confirmations).toHaveLength(3);
  });
});
