import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startAppServer, type RunningServer } from "#tests/support/app-server";
import { waitFor } from "#tests/support/mail";
import { postgresAvailable } from "#tests/support/postgres";
import { startPostgresCluster, type PostgresCluster } from "#tests/support/postgres-cluster";
import { isStoringEndpoint, publicPostEndpoints } from "#tests/support/public-endpoints";
import { expectSecurityHeaders } from "#tests/support/security-headers";

const answerWithinMs = 2_000;

describe.runIf(postgresAvailable())("PostgreSQL stopped under a running app", () => {
  let cluster: PostgresCluster;
  let server: RunningServer;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
    server = await startAppServer({
      env: { DATABASE_URL: cluster.createDatabase("down"), RATE_LIMIT_PER_MINUTE: "100000", TRUST_PROXY: "true" },
    });
  });
  afterAll(async () => {
    await server?.stop();
    server?.cleanup();
    cluster?.stop();
  });

  async function timed(path: string, init?: RequestInit): Promise<{ response: Response; ms: number }> {
    const started = performance.now();
    const response = await fetch(server.url + path, { ...init, signal: AbortSignal.timeout(10_000) });
    return { response, ms: performance.now() - started };
  }

  function post(path: string, body: unknown, n: number): Promise<{ response: Response; ms: number }> {
    return timed(path, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, "x-forwarded-for": `10.7.0.${n}` },
      body: JSON.stringify(body),
    });
  }

  test("every endpoint answers JSON within 2 s (503 with Retry-After where it stores), /readyz fails, and service returns without a restart", async () => {
    expect((await timed("/readyz")).response.status).toBe(200);
    cluster.halt("fast");

    const ready = await timed("/readyz");
    expect(ready.response.status).toBe(503);
    expect(ready.ms).toBeLessThan(answerWithinMs);
    expectSecurityHeaders(ready.response, "/readyz down");

    let n = 0;
    for (const endpoint of await publicPostEndpoints()) {
      n += 1;
      const { response, ms } = await post(endpoint.path, endpoint.validBody(n), n);
      const reply = (await response.json()) as { message?: string };
      expect(ms, endpoint.path).toBeLessThan(answerWithinMs);
      expectSecurityHeaders(response, `${endpoint.path} down`);
      if (isStoringEndpoint(endpoint.path)) {
        expect(response.status, endpoint.path).toBe(503);
        expect(response.headers.get("retry-after"), endpoint.path).toBe("30");
        expect(reply.message, endpoint.path).toMatch(/try again/i);
      } else {
        // The content calls store nothing and answer from the catalogue in memory.
        expect([200, 503], endpoint.path).toContain(response.status);
      }
    }
    const availability = await timed("/api/appointments/availability");
    expect(availability.response.status).toBe(503);
    expect(availability.ms).toBeLessThan(answerWithinMs);
    // Pages that need the database (the admin area) answer an error page with the same headers;
    // prerendered pages do not need it at all.
    const admin = await timed("/admin", { headers: { cookie: "__Host-session=abc" }, redirect: "manual" });
    expect(admin.ms).toBeLessThan(answerWithinMs);
    expect(admin.response.status).toBeLessThan(600);
    expectSecurityHeaders(admin.response, "/admin down");
    const home = await timed("/");
    expect(home.response.status).toBe(200);

    cluster.resume();
    const back = await waitFor(
      async () => ((await timed("/readyz")).response.status === 200 ? performance.now() : undefined),
      30_000,
      "/readyz to answer 200 again",
    );
    expect(back).toBeGreaterThan(0);
    const [lead] = (await publicPostEndpoints()).filter((e) => e.path === "/api/ai-interview");
    const again = await post(lead?.path ?? "/api/ai-interview", lead?.validBody(99), 99);
    expect(again.response.status).toBe(201);
    expect(server.process.exitCode).toBeNull();
  });
});
