import { afterAll, beforeAll, expect, test } from "vitest";
import { adminApiRoutes, adminPagePaths } from "#tests/support/admin-routes";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { createApiHarness, testOrigin, type ApiHarness } from "#tests/support/api-app";

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => {
  await h?.close();
});

test("the route lists are walked whole: every page of app/routes and every admin API route", () => {
  const pages = adminPagePaths();
  expect(pages).toContain("/admin");
  expect(pages).toContain("/admin/leads/questions/00000000-0000-4000-8000-000000000000");
  expect(pages.length).toBeGreaterThanOrEqual(11);
  const api = adminApiRoutes(h.app);
  expect(api.length).toBeGreaterThanOrEqual(15);
  expect(api).toContainEqual(["GET", "/api/admin/leads/questions/export.csv"]);
});

test("anonymously, every admin page (and its .data twin) redirects to sign-in with the way back", async () => {
  for (const path of adminPagePaths()) {
    for (const candidate of [path, `${path}.data`]) {
      const response = await h.request(candidate);
      expect(response.status, candidate).toBe(303);
      expect(response.headers.get("location"), candidate).toMatch(/^\/admin\/login\?next=/);
      expect(response.headers.get("cache-control"), candidate).toBe("no-store");
      expect(response.headers.get("x-robots-tag"), candidate).toBe("noindex, nofollow");
    }
  }
  expect((await h.request("/admin/leads/questions?q=x")).headers.get("location")).toBe(
    "/admin/login?next=%2Fadmin%2Fleads%2Fquestions%3Fq%3Dx",
  );
});

test("anonymously, every admin API route answers 401 with a message, whatever the method", async () => {
  for (const [method, path] of adminApiRoutes(h.app)) {
    const response = await h.request(path, {
      method,
      headers: method === "GET" ? {} : { origin: testOrigin, "content-type": "application/json" },
      body: method === "GET" ? undefined : "{}",
    });
    expect(response.status, `${method} ${path}`).toBe(401);
    expect(await response.json(), `${method} ${path}`).toEqual({ message: "Sign in to use the admin API." });
  }
  // Sign-out without a session also just goes to the sign-in page.
  const out = await h.request("/admin/logout", { method: "POST", headers: { origin: testOrigin } });
  expect(out.status).toBe(303);
});

test("a cookie that names no session is refused and cleared", async () => {
  const cookie = `__Host-admin-session=${"x".repeat(43)}`;
  const page = await h.request("/admin", { headers: { cookie } });
  expect(page.status).toBe(303);
  expect(page.headers.getSetCookie().join()).toMatch(/__Host-admin-session=;/);
  expect((await h.request("/api/admin/me", { headers: { cookie } })).status).toBe(401);
});

test("state changes from another site are refused, signed in or not", async () => {
  const cookie = await signInAs(h, await createStaff(h.database.db));
  const attempts: Array<Record<string, string>> = [
    { origin: "https://evil.example" },
    { origin: "null" },
    { "sec-fetch-site": "cross-site" },
    { "sec-fetch-site": "same-site", origin: "https://sub.localhost:3000" },
    {},
  ];
  for (const headers of attempts) {
    const response = await h.request("/api/admin/leads/status", {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded", ...headers },
      body: "status=won&ids=00000000-0000-4000-8000-000000000000",
    });
    expect(response.status, JSON.stringify(headers)).toBe(403);
  }
  const login = await h.request("/admin/login", {
    method: "POST",
    headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
    body: "email=a%40b.c&password=x",
  });
  expect(login.status).toBe(403);
  // The same request from this site goes through.
  const ok = await asStaff(h, cookie).postJson("/api/admin/leads/status", {
    ids: ["00000000-0000-4000-8000-000000000000"],
    status: "won",
  });
  expect(ok.status).toBe(200);
  expect(await ok.json()).toEqual({ changed: 0 });
});

test("bad admin input answers 4xx with a message, never 500", async () => {
  const cookie = await signInAs(h, await createStaff(h.database.db));
  const staff = asStaff(h, cookie);
  const cases: Array<[string, unknown, number]> = [
    ["/api/admin/leads/status", { ids: ["not-a-uuid"], status: "won" }, 400],
    ["/api/admin/leads/status", { ids: [], status: "won" }, 400],
    ["/api/admin/leads/status", { ids: ["00000000-0000-4000-8000-000000000000"], status: "closed" }, 400],
    ["/api/admin/leads/status", { ids: ["00000000-0000-4000-8000-000000000000"], status: "lost" }, 400],
    [
      "/api/admin/leads/status",
      { ids: ["00000000-0000-4000-8000-000000000000"], status: "lost", lostReason: "x" },
      400,
    ],
    ["/api/admin/leads/nope", { status: "won" }, 404],
    ["/api/admin/leads/00000000-0000-4000-8000-000000000000", { status: "won", note: "x" }, 404],
    ["/api/admin/appointments/nope/cancel", {}, 404],
    ["/api/admin/outbox/emails/nope/retry", {}, 409],
    ["/api/admin/outbox/webhooks/nope/retry", {}, 409],
    ["/api/admin/personal-data/erase", { email: "not an email" }, 400],
    ["/api/admin/personal-data/erase", { email: "a@b.example", confirm: "c@d.example" }, 400],
    ["/api/admin/webhooks", { url: "ftp://x.example", kinds: ["appointment"] }, 400],
    ["/api/admin/webhooks", { url: "https://x.example", kinds: ["nope"] }, 400],
    ["/api/admin/webhooks/nope/delete", {}, 404],
    ["/api/admin/sessions/nope/end", {}, 404],
  ];
  for (const [path, body, status] of cases) {
    const response = await staff.postJson(path, body);
    expect(response.status, path).toBe(status);
    expect(typeof ((await response.json()) as { message: unknown }).message, path).toBe("string");
  }
  const wrongType = await h.request("/api/admin/leads/status", {
    method: "POST",
    headers: { cookie, origin: testOrigin, "content-type": "text/plain" },
    body: "x",
  });
  expect(wrongType.status).toBe(415);
  const broken = await h.request("/api/admin/leads/status", {
    method: "POST",
    headers: { cookie, origin: testOrigin, "content-type": "application/json" },
    body: "{",
  });
  expect(broken.status).toBe(400);
  const huge = await staff.postJson("/api/admin/leads/status", { ids: [], status: "x".repeat(40_000) });
  expect(huge.status).toBe(413);
});
