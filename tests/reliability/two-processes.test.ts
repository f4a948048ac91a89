import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase, type DatabaseHandle } from "#server/db/client";
import { bookings, leads, outboxEmails } from "#server/db/schema";
import { startAppServer, startWorker, type RunningServer, type RunningWorker } from "#tests/support/app-server";
import { appointmentBody, futureSlots } from "#tests/support/bookings";
import { freePort } from "#tests/support/free-port";
import { writeLeads } from "#tests/support/lead-writes";
import { startSmtpServer, waitFor, type TestSmtpServer } from "#tests/support/mail";
import { postgresAvailable } from "#tests/support/postgres";
import { startPostgresCluster, type PostgresCluster } from "#tests/support/postgres-cluster";
import { scaled } from "#tests/support/reliability-scale";

const leadCount = scaled(1_000, 200);
const bookingAttempts = scaled(200, 60);
const slotCount = scaled(20, 6);

describe.runIf(postgresAvailable())("two app processes and two outbox workers on one PostgreSQL", () => {
  let cluster: PostgresCluster;
  let smtp: TestSmtpServer;
  let database: DatabaseHandle;
  const apps: Array<RunningServer> = [];
  const workers: Array<RunningWorker> = [];
  beforeAll(async () => {
    cluster = await startPostgresCluster();
    const url = cluster.createDatabase("two_processes");
    const smtpPort = await freePort();
    smtp = await startSmtpServer(smtpPort);
    const common = { DATABASE_URL: url, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, RATE_LIMIT_PER_MINUTE: "1000000" };
    for (let i = 0; i < 2; i += 1)
      apps.push(await startAppServer({ env: { ...common, RUN_JOBS: "false", TRUST_PROXY: "true" } }));
    for (let i = 0; i < 2; i += 1) workers.push(startWorker({ ...common, OUTBOX_POLL_MS: "200" }));
    database = await openDatabase({ databaseUrl: url });
  });
  afterAll(async () => {
    await database?.close();
    for (const worker of workers) await worker.stop();
    for (const app of apps) {
      await app.stop();
      app.cleanup();
    }
    await smtp?.close();
    cluster?.stop();
  });

  test(`${leadCount} leads and ${bookingAttempts} bookings racing for ${slotCount} slots: no slot over capacity, every lead stored once, every email sent once`, async () => {
    const slots = futureSlots().slice(0, slotCount);
    const urls = apps.map((app) => app.url);
    const booking = Promise.all(
      Array.from({ length: bookingAttempts }, async (_, i) => {
        const url = urls[i % urls.length] as string;
        const slot = slots[i % slots.length] as (typeof slots)[number];
        const response = await fetch(`${url}/api/appointments/schedule`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: url, "x-forwarded-for": `10.8.0.${i % 250}` },
          body: JSON.stringify(appointmentBody(slot, { email: `racer-${i}@example.com`, name: `Racer ${i}` })),
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    const written = await writeLeads({ urls, total: leadCount, concurrency: 20, label: "two processes" });
    const statuses = await booking;

    expect(written.failed).toBe(0);
    expect(written.acknowledged).toHaveLength(leadCount);
    expect(new Set(written.acknowledged).size).toBe(leadCount);
    const tally: Record<number, number> = {};
    for (const status of statuses) tally[status] = (tally[status] ?? 0) + 1;
    expect(tally).toEqual({ 201: slotCount, 409: bookingAttempts - slotCount });

    const perSlot = await database.db
      .select({ slot: bookings.slotStart, n: count() })
      .from(bookings)
      .where(eq(bookings.status, "confirmed"))
      .groupBy(bookings.slotStart);
    expect(perSlot).toHaveLength(slotCount);
    expect(perSlot.every((row) => Number(row.n) === 1)).toBe(true);

    const stored = await database.db.select({ id: leads.id, email: leads.email }).from(leads);
    expect(stored.filter((row) => written.acknowledged.includes(row.id))).toHaveLength(leadCount);
    const emails = stored.map((row) => row.email.toLowerCase());
    expect(new Set(emails).size).toBe(emails.length);
    expect(stored).toHaveLength(leadCount + slotCount);

    // Every email due now; the meetings' reminders wait for their moments, days ahead.
    const dueNow = (rows: Array<typeof outboxEmails.$inferSelect>) => rows.filter((r) => r.sendBefore === null);
    const outbox = await waitFor(
      async () => {
        const rows = dueNow(await database.db.select().from(outboxEmails));
        return rows.length > 0 && rows.every((r) => r.status === "sent") ? rows : undefined;
      },
      300_000,
      "every email sent by the two workers",
    );
    await new Promise((r) => setTimeout(r, 2_000));
    const delivered = smtp.messages.map((m) => m.messageId);
    expect(new Set(delivered).size).toBe(delivered.length);
    expect([...delivered].sort()).toEqual(outbox.map((r) => r.messageId).sort());
    const pending = await database.db
      .select({ n: count() })
      .from(outboxEmails)
      .where(and(inArray(outboxEmails.status, ["pending", "failed"]), isNull(outboxEmails.sendBefore)));
    expect(Number(pending[0]?.n)).toBe(0);
    console.log(
      `two processes: ${leadCount} leads, bookings ${JSON.stringify(tally)}, ${delivered.length} emails delivered once each`,
    );
  });
});
