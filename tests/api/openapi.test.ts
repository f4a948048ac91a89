import { afterAll, beforeAll, expect, test } from "vitest";
import { z } from "zod";
import { createApiHarness, testOrigin, type ApiHarness } from "#tests/support/api-app";
import { appointmentBody, takeSlot } from "#tests/support/bookings";
import { awayFromWindowEdge } from "#tests/support/lead-limits-contract";
import { aiInterviewBody, freshIp, gitexBody, panelQuestionBody } from "#tests/support/leads";

type Json = Record<string, unknown>;
type OpenApi = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        responses: Record<string, { content?: Record<string, { schema: Json }> }>;
        requestBody?: { content: Record<string, { schema: Json }> };
      }
    >
  >;
  components: { schemas: Record<string, Json> };
};

let harness: ApiHarness;
let spec: OpenApi;
beforeAll(async () => {
  harness = await createApiHarness({ env: { RATE_LIMIT_PER_MINUTE: "3" } });
  spec = (await (await harness.request("/api/openapi.json")).json()) as OpenApi;
});
afterAll(async () => {
  await harness.close();
});

/** Inlines `#/components/schemas/...` references so the schema stands alone. */
function deref(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(deref);
  if (!schema || typeof schema !== "object") return schema;
  const ref = (schema as { $ref?: string }).$ref;
  if (ref) return deref(spec.components.schemas[ref.replace("#/components/schemas/", "")]);
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, deref(v)]));
}

function validatorFor(schema: Json) {
  return z.fromJSONSchema(deref(schema) as Parameters<typeof z.fromJSONSchema>[0]);
}

/** The reply's status must be documented for the operation, and its body must match the documented schema. */
async function expectDocumented(method: string, path: string, response: Response): Promise<void> {
  const operation = spec.paths[path]?.[method.toLowerCase()];
  expect(operation, `${method} ${path} is documented`).toBeDefined();
  const documented = operation?.responses[String(response.status)];
  expect(documented, `${method} ${path} documents status ${response.status}`).toBeDefined();
  const schema = documented?.content?.["application/json"]?.schema;
  if (!schema) return;
  const body: unknown = await response.json();
  const result = validatorFor(schema).safeParse(body);
  expect(
    result.success,
    `${method} ${path} ${response.status}: ${JSON.stringify(body)} ${result.error?.message ?? ""}`,
  ).toBe(true);
}

test("the document is OpenAPI 3.1 and lists every endpoint", () => {
  expect(spec.openapi).toBe("3.1.0");
  // The admin API is checked route by route in admin-access.test.ts.
  expect(
    Object.keys(spec.paths)
      .filter((path) => !path.startsWith("/api/admin/"))
      .sort(),
  ).toEqual(
    [
      "/api/ai-interview",
      "/api/appointments/availability",
      "/api/appointments/schedule",
      "/api/consent",
      "/api/gitex/submit",
      "/api/qa/submit",
      "/healthz",
      "/readyz",
    ].sort(),
  );
});

test("the documented request bodies accept what the forms send and refuse extra fields", () => {
  const bodies: Array<[string, Json]> = [
    ["/api/ai-interview", aiInterviewBody()],
    ["/api/gitex/submit", gitexBody()],
    ["/api/qa/submit", panelQuestionBody()],
    ["/api/appointments/schedule", appointmentBody({ date: "2025-03-03", time: "09:00" })],
    ["/api/consent", { choice: "all", policyVersion: "2025-01" }],
  ];
  for (const [path, body] of bodies) {
    const schema = spec.paths[path]?.post?.requestBody?.content["application/json"]?.schema ?? {};
    expect(validatorFor(schema).safeParse(body).success, path).toBe(true);
    expect(validatorFor(schema).safeParse({ ...body, extra: 1 }).success, path).toBe(false);
  }
});

test.each([
  ["/api/ai-interview", aiInterviewBody],
  ["/api/gitex/submit", gitexBody],
  ["/api/qa/submit", panelQuestionBody],
])("%s replies match the document: 201, 400, 403, 413, 415, 422, 429", async (path, body) => {
  await awayFromWindowEdge();
  const ip = freshIp();
  const key = crypto.randomUUID();
  await expectDocumented(
    "POST",
    path,
    await harness.postJson(path, body(), { "x-forwarded-for": ip, "idempotency-key": key }),
  );
  await expectDocumented("POST", path, await harness.postJson(path, { name: 1 }, { "x-forwarded-for": ip }));
  await expectDocumented("POST", path, await harness.postJson(path, body(), { origin: "https://evil.example" }));
  await expectDocumented("POST", path, await harness.postJson(path, body({ name: "n".repeat(40_000) })));
  await expectDocumented(
    "POST",
    path,
    await harness.request(path, {
      method: "POST",
      headers: { "content-type": "text/plain", origin: testOrigin },
      body: "x",
    }),
  );
  await expectDocumented(
    "POST",
    path,
    await harness.postJson(path, body({ name: "Changed Name" }), { "x-forwarded-for": ip, "idempotency-key": key }),
  );
  await harness.postJson(path, body(), { "x-forwarded-for": ip });
  await harness.postJson(path, body(), { "x-forwarded-for": ip });
  const limited = await harness.postJson(path, body(), { "x-forwarded-for": ip });
  expect(limited.status).toBe(429);
  await expectDocumented("POST", path, limited);
});

test("booking replies match the document: 201, 200, 409, 400 and availability 200, 400", async () => {
  const slot = takeSlot();
  const path = "/api/appointments/schedule";
  await expectDocumented(
    "POST",
    path,
    await harness.postJson(path, appointmentBody(slot, { email: "doc@example.com" }), { "x-forwarded-for": freshIp() }),
  );
  await expectDocumented(
    "POST",
    path,
    await harness.postJson(path, appointmentBody(slot, { email: "doc@example.com" }), { "x-forwarded-for": freshIp() }),
  );
  await expectDocumented(
    "POST",
    path,
    await harness.postJson(path, appointmentBody(slot, { email: "other@example.com" }), {
      "x-forwarded-for": freshIp(),
    }),
  );
  await expectDocumented(
    "POST",
    path,
    await harness.postJson(path, appointmentBody({ date: "2020-01-06", time: "09:00" }), {
      "x-forwarded-for": freshIp(),
    }),
  );
  await expectDocumented(
    "GET",
    "/api/appointments/availability",
    await harness.request("/api/appointments/availability"),
  );
  await expectDocumented(
    "GET",
    "/api/appointments/availability",
    await harness.request("/api/appointments/availability?from=bad"),
  );
});

test("consent, health and readiness replies match the document", async () => {
  await expectDocumented(
    "POST",
    "/api/consent",
    await harness.postJson("/api/consent", { choice: "essential", policyVersion: "2025-01" }),
  );
  await expectDocumented("POST", "/api/consent", await harness.postJson("/api/consent", { choice: "none" }));
  await expectDocumented("GET", "/healthz", await harness.request("/healthz"));
  await expectDocumented("GET", "/readyz", await harness.request("/readyz"));
});

test("with the database down the 503 replies match the document", async () => {
  const down = await createApiHarness();
  await down.close();
  await expectDocumented("POST", "/api/ai-interview", await down.postJson("/api/ai-interview", aiInterviewBody()));
  await expectDocumented(
    "POST",
    "/api/appointments/schedule",
    await down.postJson("/api/appointments/schedule", appointmentBody(takeSlot())),
  );
  await expectDocumented("GET", "/readyz", await down.request("/readyz"));
});
