import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createApiHarness, testOrigin, type ApiHarness } from "#tests/support/api-app";
import { appointmentBody, takeSlot } from "#tests/support/bookings";
import { aiInterviewBody, freshIp, leadEndpoints } from "#tests/support/leads";
import { openApiContract, type OpenApi, type OpenApiContract } from "#tests/contracts/openapi";
import { freshAddress, newsletterBody, newsletterMailTo, oneClickUrlOf } from "#tests/support/newsletter";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { storeLead } from "#tests/support/admin-leads";

type Json = Record<string, unknown>;

/** Every path of the staff's JSON API when its part of the document was still written by hand: none may go missing. */
const staffApiPaths = [
  "/api/admin/account/name",
  "/api/admin/appointments/{id}/cancel",
  "/api/admin/appointments/{id}/host",
  "/api/admin/appointments/{id}/outcome",
  "/api/admin/appointments/{id}/reschedule",
  "/api/admin/calendar-feeds",
  "/api/admin/calendar-feeds/{id}/revoke",
  "/api/admin/closed-days",
  "/api/admin/closed-days/import",
  "/api/admin/closed-days/{date}/reopen",
  "/api/admin/contacts",
  "/api/admin/contacts/{id}",
  "/api/admin/contacts/{id}/merge",
  "/api/admin/contacts/{id}/owner",
  "/api/admin/contacts/{id}/unmerge",
  "/api/admin/hosts/{staffId}",
  "/api/admin/hosts/{staffId}/calendar-feeds",
  "/api/admin/hosts/{staffId}/days-off",
  "/api/admin/hosts/{staffId}/days-off/{date}/remove",
  "/api/admin/leads",
  "/api/admin/leads/assign",
  "/api/admin/leads/status",
  "/api/admin/leads/{id}",
  "/api/admin/leads/{slug}/export.csv",
  "/api/admin/me",
  "/api/admin/outbox/emails/{id}/retry",
  "/api/admin/outbox/webhooks/{id}/retry",
  "/api/admin/personal-data/erase",
  "/api/admin/personal-data/export",
  "/api/admin/sessions/end-others",
  "/api/admin/sessions/{id}/end",
  "/api/admin/settings/stage-names",
  "/api/admin/staff/{id}/takes-leads",
  "/api/admin/tokens/{id}/revoke",
  "/api/admin/views",
  "/api/admin/views/{id}/delete",
  "/api/admin/webhooks",
  "/api/admin/webhooks/{id}/delete",
  "/api/admin/webhooks/{id}/disable",
  "/api/admin/webhooks/{id}/enable",
];

let harness: ApiHarness;
let spec: OpenApi;
let validatorFor: OpenApiContract["validatorFor"];
let expectDocumented: OpenApiContract["expectDocumented"];
beforeAll(async () => {
  harness = await createApiHarness({ env: { RATE_LIMIT_PER_MINUTE: "3" } });
  ({ spec, validatorFor, expectDocumented } = await openApiContract(harness));
});
afterAll(async () => {
  await harness.close();
});

test("the document is OpenAPI 3.1 and lists every endpoint", () => {
  expect(spec.openapi).toBe("3.1.0");
  // The staff's JSON API is checked route by route below.
  expect(
    Object.keys(spec.paths)
      .filter((path) => !path.startsWith("/api/admin/"))
      .sort(),
  ).toEqual(
    [
      ...leadEndpoints.map((endpoint) => endpoint.path),
      "/api/appointments/availability",
      "/api/appointments/schedule",
      "/api/consent",
      "/api/consent/{consentId}",
      "/api/content/suggestions",
      "/api/content/summary",
      "/api/content/tags",
      "/api/content/web-research",
      "/api/events",
      "/api/mail-events",
      "/api/mail-events/mailgun",
      "/api/mail-events/postmark",
      "/api/newsletter",
      "/api/newsletter/unsubscribe",
      "/healthz",
      "/readyz",
    ].sort(),
  );
});

test("the served document is valid OpenAPI 3.1 by the specification's own schema", async () => {
  const validator = new Validator();
  const result = await validator.validate(spec);
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
  expect(validator.version).toBe("3.1");
});

test("every route the app answers under /api and /healthz, /readyz is in the document, and nothing else is", () => {
  const templateOf = (path: string) => path.replace(/:(\w+)/g, "{$1}");
  const answered = new Set(
    harness.app.routes
      .filter(
        (route) =>
          route.method !== "ALL" && (route.path.startsWith("/api/") || /^\/(healthz|readyz)$/.test(route.path)),
      )
      .map((route) => `${route.method} ${templateOf(route.path)}`),
  );
  const documented = new Set(
    Object.entries(spec.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    ),
  );
  expect([...answered].filter((route) => !documented.has(route)).sort()).toEqual(["GET /api/openapi.json"]);
  expect([...documented].filter((route) => !answered.has(route)).sort()).toEqual([]);
});

test("the staff's JSON API: every route its router serves is declared, with its security, and no path it had is gone", () => {
  const templateOf = (path: string) => path.replace(/:(\w+)/g, "{$1}");
  const served = harness.app.routes.filter((route) => route.path.startsWith("/api/admin/") && route.method !== "ALL");
  expect(served.length).toBeGreaterThanOrEqual(51);
  for (const route of served) {
    const operation = spec.paths[templateOf(route.path)]?.[route.method.toLowerCase()] as Json | undefined;
    expect(operation, `${route.method} ${route.path}`).toBeDefined();
    expect(operation?.security, `${route.method} ${route.path}`).toEqual([{ adminSession: [] }, { apiToken: [] }]);
    expect(Object.keys(operation?.responses ?? {}), `${route.method} ${route.path}`).toContain("401");
  }
  const documented = Object.keys(spec.paths).filter((path) => path.startsWith("/api/admin/"));
  expect(staffApiPaths.filter((path) => !documented.includes(path))).toEqual([]);
  expect(Object.keys(spec.components.securitySchemes ?? {})).toEqual(
    expect.arrayContaining(["adminSession", "apiToken"]),
  );
});

test("the staff's JSON API replies match the document: reads, changes, refusals and a form's 415", async () => {
  const cookie = await signInAs(harness, await createStaff(harness.database.db));
  const staff = asStaff(harness, cookie);
  const id = await storeLead(harness.database.db, { name: "Doc Lead", email: "doc.lead@example.com" });
  const missing = "00000000-0000-4000-8000-000000000000";
  const patch = (leadId: string, body: Json) =>
    harness.request(`/api/admin/leads/${leadId}`, {
      method: "PATCH",
      headers: { cookie, origin: testOrigin, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  await expectDocumented("GET", "/api/admin/me", await staff.get("/api/admin/me"));
  await expectDocumented("GET", "/api/admin/me", await harness.request("/api/admin/me"));
  await expectDocumented("GET", "/api/admin/leads", await staff.get("/api/admin/leads?limit=1"));
  await expectDocumented("GET", "/api/admin/leads", await staff.get("/api/admin/leads?limit=0"));
  await expectDocumented("GET", "/api/admin/contacts", await staff.get("/api/admin/contacts?page=x"));
  await expectDocumented("GET", "/api/admin/contacts/{id}", await staff.get(`/api/admin/contacts/${missing}`));
  await expectDocumented("PATCH", "/api/admin/leads/{id}", await patch(id, { stage: "contacted" }));
  await expectDocumented("PATCH", "/api/admin/leads/{id}", await patch(missing, { stage: "contacted" }));
  const status = "/api/admin/leads/status";
  await expectDocumented("POST", status, await staff.postJson(status, { ids: [id], status: "qualified" }));
  await expectDocumented("POST", status, await staff.postJson(status, { ids: [], status: "qualified" }));
  const form = await staff.postForm(status, { ids: [id], status: "won" });
  expect(await form.clone().json()).toEqual({ message: "Send the fields as JSON (application/json)." });
  await expectDocumented("POST", status, form);
  await expectDocumented("POST", "/api/admin/leads/{id}", await staff.postJson(`/api/admin/leads/${missing}`, {}));
  await expectDocumented("POST", "/api/admin/views", await staff.postJson("/api/admin/views", { name: "" }));
  await expectDocumented(
    "POST",
    "/api/admin/closed-days",
    await staff.postJson("/api/admin/closed-days", { date: "2030-05-06" }),
  );
  await expectDocumented(
    "POST",
    "/api/admin/webhooks/{id}/delete",
    await staff.postJson(`/api/admin/webhooks/${missing}/delete`, {}),
  );
  await expectDocumented(
    "POST",
    "/api/admin/sessions/end-others",
    await staff.postJson("/api/admin/sessions/end-others", {}),
  );
});

test("the documented request bodies accept what the forms send and refuse extra fields", () => {
  const bodies: Array<[string, Json]> = [
    ...leadEndpoints.map((endpoint): [string, Json] => [endpoint.path, endpoint.body()]),
    ["/api/newsletter", newsletterBody()],
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
  ...leadEndpoints.map((endpoint): [string, typeof endpoint.body] => [endpoint.path, endpoint.body]),
  ["/api/newsletter", newsletterBody],
])("%s replies match the document: 201, 400, 403, 413, 415, 422, 429", async (path, body) => {
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

test("one-click unsubscribe replies match the document: 200, 400 and the GET's 303", async () => {
  const email = freshAddress("doc");
  await harness.postJson("/api/newsletter", newsletterBody({ email }), { "x-forwarded-for": freshIp() });
  const [mail] = await newsletterMailTo(harness.database.db, email);
  const url = new URL(oneClickUrlOf((mail?.headers as Record<string, string>)["List-Unsubscribe"] ?? ""));
  const path = "/api/newsletter/unsubscribe";
  const oneClick = (search: string, body = "List-Unsubscribe=One-Click") =>
    harness.request(`${path}${search}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
  await expectDocumented("POST", path, await oneClick(url.search));
  await expectDocumented("POST", path, await oneClick("?token=forged.token"));
  await expectDocumented("POST", path, await oneClick(url.search, "List-Unsubscribe=Maybe"));
  await expectDocumented("GET", path, await harness.request(`${path}${url.search}`, { redirect: "manual" }));
  await expectDocumented("GET", path, await harness.request(path));
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
  const recorded = (await (
    await harness.postJson("/api/consent", { choice: "all", policyVersion: "2025-01" })
  ).json()) as { consentId: string };
  await expectDocumented(
    "GET",
    "/api/consent/{consentId}",
    await harness.request(`/api/consent/${recorded.consentId}`),
  );
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
