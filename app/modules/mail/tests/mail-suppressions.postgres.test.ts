import { describe, expect, test } from "vitest";
import { mailEvents, mailSuppressions } from "#server/db/schema";
import { postgresAvailable, usePostgresHarness } from "#tests/support/postgres";

const secret = "provider-shared-secret-0123456789";

describe.runIf(postgresAvailable())("the suppression list on PostgreSQL", () => {
  const harnessOf = usePostgresHarness({ MAIL_EVENTS_SECRET: secret });

  test("the same address reported at once in three spellings is suppressed once, with every event counted", async () => {
    const harness = harnessOf();
    const spellings = ["Twice@Example.com", "twice@example.com", "TWICE@EXAMPLE.COM"];
    const replies = await Promise.all(
      spellings.map((email, i) =>
        harness.postJson(
          "/api/mail-events",
          { events: [{ type: i === 0 ? "complaint" : "bounce", email }] },
          { authorization: `Bearer ${secret}` },
        ),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    const rows = await harness.database.db.select().from(mailSuppressions);
    expect(rows.map((r) => r.email)).toEqual(["twice@example.com"]);
    expect(await harness.database.db.select().from(mailEvents)).toHaveLength(3);
  });
});
