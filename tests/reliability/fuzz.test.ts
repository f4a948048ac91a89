import http from "node:http";
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { hostileRequest, type HostileRequest } from "#tests/support/hostile-bodies";
import { listenApp, type ListeningApp } from "#tests/support/listening-app";
import { openApiContract } from "#tests/contracts/openapi";
import { publicPostEndpoints } from "#tests/support/public-endpoints";
import { scaled } from "#tests/support/reliability-scale";
import { storedRows } from "#tests/support/stored-rows";

// Every public POST endpoint (from the OpenAPI document: a new one joins by itself) gets this many
// bodies: valid ones, one field changed to something odd, extra keys (`__proto__` and friends),
// huge and odd Unicode (lone surrogates, NUL), deep nesting, compressed and mislabelled encodings.
const runs = scaled(1_000, 150);

let app: ListeningApp;
let agent: http.Agent;
beforeAll(async () => {
  app = await listenApp({
    RATE_LIMIT_PER_MINUTE: "1000000",
    CONTENT_RATE_LIMIT_PER_MINUTE: "1000000",
    BOOKING_SLOT_CAPACITY: "3",
  });
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
});
afterAll(async () => {
  agent?.destroy();
  await app?.close();
});

function send(path: string, request: HostileRequest): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      app.url + path,
      {
        method: "POST",
        agent,
        headers: { origin: app.url, ...request.headers, "content-length": request.body.length },
      },
      (response) => {
        const chunks: Array<Buffer> = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}

for (const endpoint of await publicPostEndpoints()) {
  test(`POST ${endpoint.path}: ${runs} hostile bodies, never a 5xx, a JSON error for every refusal, nothing stored from a refused body`, async () => {
    const contract = await openApiContract(app.harness);
    const documented = contract.validatorFor(contract.requestSchemaOf(endpoint.path));
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(hostileRequest(endpoint.validBody), async (request) => {
        const before = await storedRows(app.harness.database.db);
        const reply = await send(endpoint.path, request);
        const key = `${request.label} ${reply.status}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
        expect(reply.status, reply.body).toBeLessThan(500);
        const body = JSON.parse(reply.body) as { message?: unknown };
        if (reply.status >= 400) {
          expect(typeof body.message, reply.body).toBe("string");
          expect(await storedRows(app.harness.database.db)).toEqual(before);
        } else {
          // Accepted: it was plain JSON that the documented schema allows.
          expect(request.json, request.label).not.toBeNull();
          expect(documented.safeParse(JSON.parse(request.body.toString("utf8"))).success).toBe(true);
        }
      }),
      { numRuns: runs },
    );
    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(200);
    console.log(
      `${endpoint.path}: ${[...seen]
        .sort()
        .map(([k, n]) => `${k} ×${n}`)
        .join(", ")}`,
    );
  });
}
