import { sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { rowsOf } from "#server/db/client";
import { outboxEmails } from "#server/db/schema";
import { vacuumBusyTables } from "#server/jobs/maintenance";
import { useApiHarness } from "#tests/support/api-app";
import { panelQuestionBody } from "#tests/support/leads";

const harness = useApiHarness({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });

/** The plan of the outbox worker's look-up for due emails (app/modules/mail/server/outbox-worker.ts). */
async function dueEmailPlan(): Promise<string> {
  const result = await harness.database.db.execute(sql`
    explain select id from outbox_emails
    where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
    order by next_attempt_at limit 10 for update skip locked`);
  return rowsOf<{ "QUERY PLAN": string }>(result)
    .map((row) => row["QUERY PLAN"])
    .join("\n");
}

test("on PGlite (no autovacuum) the maintenance vacuum keeps the due-email look-up a short index scan over pending emails", async () => {
  for (let i = 0; i < 300; i += 1) {
    const response = await harness.postJson("/api/qa/submit", panelQuestionBody({ email: `visitor${i}@example.com` }));
    expect(response.status).toBe(201);
  }
  // Most emails have gone out: their old 'pending' versions are dead rows until a VACUUM.
  await harness.database.db.execute(
    sql`update ${outboxEmails} set status = 'sent', sent_at = now() where id in (select id from ${outboxEmails} limit 290)`,
  );

  await vacuumBusyTables(harness.database.db, { analyze: true });

  const stats = rowsOf<{ relname: string; last_vacuum: string | null }>(
    await harness.database.db.execute(
      sql`select relname, last_vacuum from pg_stat_user_tables where relname in ('outbox_emails', 'rate_limit_buckets', 'idempotency_keys')`,
    ),
  );
  expect(stats.map((row) => row.relname).sort()).toEqual(["idempotency_keys", "outbox_emails", "rate_limit_buckets"]);
  for (const row of stats) expect(row.last_vacuum, row.relname).not.toBeNull();
  expect(await dueEmailPlan()).toMatch(/Index Scan using outbox_pending_due_idx/);
});
