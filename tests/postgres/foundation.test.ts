import { afterAll, beforeAll, describe, expect, test } from "vitest";
import pg from "pg";
import { createApiHarness, type ApiHarness } from "#tests/support/api-app";
import { startAppServer, type RunningServer } from "#tests/support/app-server";
import { postgresAvailable, usePostgresCluster } from "#tests/support/postgres";

describe.skipIf(!postgresAvailable())("the site on PostgreSQL", () => {
  const postgres = usePostgresCluster();
  let harness: ApiHarness;
  let url: string;

  beforeAll(async () => {
    url = postgres.database();
    harness = await createApiHarness({ databaseUrl: url });
  });
  afterAll(async () => {
    await harness?.close();
  });

  test("the migrations create every table", async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public'",
    );
    await client.end();
    const tables = rows.map((r) => r.table_name);
    for (const table of [
      "leads",
      "outbox_emails",
      "rate_limit_buckets",
      "idempotency_keys",
      "bookings",
      "consent_records",
    ]) {
      expect(tables).toContain(table);
    }
  });

  test("/readyz reports the database ready and consent choices are stored", async () => {
    expect((await harness.request("/readyz")).status).toBe(200);
    const response = await harness.postJson("/api/consent", { choice: "essential", policyVersion: "2025-01" });
    expect(response.status).toBe(201);
  });

  test("two production servers share one DATABASE_URL; each applies the migrations at start harmlessly", async () => {
    const servers: Array<RunningServer> = [];
    try {
      const shared = postgres.database();
      const first = await startAppServer({ env: { DATABASE_URL: shared } });
      servers.push(first);
      const second = await startAppServer({ env: { DATABASE_URL: shared } });
      servers.push(second);
      for (const server of [first, second]) {
        expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
        const page = await fetch(`${server.url}/`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain("Empowering Workforce Flexibility");
      }
    } finally {
      for (const server of servers) {
        await server.stop();
        server.cleanup();
      }
    }
  });
});
