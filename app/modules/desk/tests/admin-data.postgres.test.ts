import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { leads, webhookDeliveries, webhookEndpoints } from "#server/db/schema";
import { systemClock } from "#server/clock";
import { startWebhookWorker } from "#app/modules/leads/server";
import { createLogger } from "#server/logger";
import { asStaff, createStaff, signInAs, testClock } from "#tests/support/admin";
import { createApiHarness, type ApiHarness } from "#tests/support/api-app";
import { freshIp, panelQuestionBody } from "#tests/support/leads";
import {
  columnsHolding,
  declaredPersonalColumns,
  fillEveryPersonalColumn,
  personToErase,
} from "#tests/support/personal-data-scan";
import { waitFor } from "#tests/support/mail";
import { postgresAvailable, usePostgresCluster } from "#tests/support/postgres";
import { startWebhookReceiver } from "#tests/support/webhook-receiver";

describe.runIf(postgresAvailable())("admin data on PostgreSQL", () => {
  const pg = usePostgresCluster();
  let h: ApiHarness;
  let cookie: string;
  beforeAll(async () => {
    h = await createApiHarness({
      databaseUrl: pg.database(),
      env: { WEBHOOK_ALLOW_PRIVATE: "true", RATE_LIMIT_PER_MINUTE: "1000" },
    });
    cookie = await signInAs(h, await createStaff(h.database.db));
  });
  afterAll(async () => {
    await h?.close();
  });

  test("two webhook workers on one database deliver each of 30 leads exactly once, signed", async () => {
    const receiver = await startWebhookReceiver();
    const register = await asStaff(h, cookie).postJson("/api/admin/webhooks", {
      url: receiver.url,
      kinds: ["panel-question"],
    });
    const { id } = (await register.json()) as { id: string };
    const [endpoint] = await h.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    const workers = [1, 2].map(() =>
      startWebhookWorker({
        db: h.database.db,
        logger: createLogger("silent", "t"),
        pollMs: 30,
        maxAttempts: 3,
        retryBaseMs: 50,
        timeoutMs: 2000,
        allowPrivate: true,
        clock: systemClock,
        publicUrl: "http://localhost:3000",
        batchSize: 3,
      }),
    );
    try {
      const ids = await Promise.all(
        Array.from({ length: 30 }, async (_, i) => {
          const response = await h.postJson("/api/qa/submit", panelQuestionBody({ name: `Lead ${i}` }), {
            "x-forwarded-for": freshIp(),
          });
          return ((await response.json()) as { id: string }).id;
        }),
      );
      await waitFor(() => receiver.received.length >= 30 || undefined, 20_000, "30 deliveries");
      await new Promise((r) => setTimeout(r, 300));
      const verifier = new Webhook(endpoint?.secret ?? "");
      const delivered = receiver.received.map(
        (r) => (verifier.verify(r.body, r.headers) as { data: { id: string } }).data.id,
      );
      expect(delivered.sort()).toEqual([...ids].sort());
      const rows = await h.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id));
      expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await receiver.close();
    }
  });

  test("status with a note, then erasure: the note's words go, the audit trail and the anonymous row stay", async () => {
    const response = await h.postJson("/api/qa/submit", panelQuestionBody({ email: "pg.erase@example.com" }), {
      "x-forwarded-for": freshIp(),
    });
    const { id } = (await response.json()) as { id: string };
    const staff = asStaff(h, cookie);
    expect(
      (await staff.postJson(`/api/admin/leads/${id}`, { status: "qualified", note: "Budget approved" })).status,
    ).toBe(200);
    const erased = await staff.postJson("/api/admin/personal-data/erase", {
      email: "PG.Erase@example.com",
      confirm: "pg.erase@example.com",
    });
    expect(erased.status).toBe(200);
    expect(((await erased.json()) as { counts: Record<string, number> }).counts).toMatchObject({
      leads: 1,
      timeline: 1,
    });
    const [row] = await h.database.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({ email: "", name: "", status: "qualified" });
    const audit = await h.database.db.query.auditEvents.findMany({ where: (a, { eq: is }) => is(a.leadId, id) });
    expect(audit.map((a) => a.details)).toEqual([{ from: "new", to: "qualified" }]);
  });

  test("after erasure no column of any table holds the person, and every declared column held them before", async () => {
    const clock = testClock();
    const own = await createApiHarness({
      databaseUrl: pg.database(),
      clock: clock.now,
      env: { WEBHOOK_ALLOW_PRIVATE: "true", RATE_LIMIT_PER_MINUTE: "100000" },
    });
    try {
      const staffEmail = await createStaff(own.database.db);
      const person = personToErase();
      await fillEveryPersonalColumn(own, staffEmail, person);
      const before = await columnsHolding(own.database.db, person);
      expect(declaredPersonalColumns().filter((column) => !before.includes(column))).toEqual([]);
      const erased = await asStaff(own, await signInAs(own, staffEmail)).postJson("/api/admin/personal-data/erase", {
        email: person.email,
        confirm: person.email,
      });
      expect(erased.status).toBe(200);
      expect(await columnsHolding(own.database.db, person)).toEqual([]);
    } finally {
      await own.close();
    }
  });
});
