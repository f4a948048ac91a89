import { expect, test } from "vitest";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { testOrigin, useApiHarness } from "#tests/support/api-app";
import { prototypeKeys } from "#tests/support/hostile-bodies";
import { freshIp } from "#tests/support/leads";
import { publicPostEndpoints } from "#tests/support/public-endpoints";
import { storedRows } from "#tests/support/stored-rows";

const harness = useApiHarness({
  env: { RATE_LIMIT_PER_MINUTE: "100000", CONTENT_RATE_LIMIT_PER_MINUTE: "100000" },
});

/** The valid body with one more key, written as JSON text so `__proto__` stays a key. */
function withExtraKey(body: Record<string, unknown>, key: string, value: unknown): string {
  const text = JSON.stringify(body);
  return `${text.slice(0, -1)},${JSON.stringify(key)}:${JSON.stringify(value)}}`;
}

for (const endpoint of await publicPostEndpoints()) {
  test(`POST ${endpoint.path}: fields named like Object.prototype members are refused with 400 and named, nothing stored`, async () => {
    const before = await storedRows(harness.database.db);
    for (const name of prototypeKeys) {
      for (const value of [-1, "x", [], {}, null]) {
        const response = await harness.postJson(endpoint.path, withExtraKey(endpoint.validBody(1), name, value), {
          "x-forwarded-for": freshIp(),
        });
        const reply = (await response.json()) as { message: string; errors?: Record<string, Array<string>> };
        expect(response.status, `${name}: ${JSON.stringify(value)} → ${JSON.stringify(reply)}`).toBe(400);
        expect(Object.hasOwn(reply.errors ?? {}, name), JSON.stringify(reply)).toBe(true);
      }
      // The key alone, and as the whole body's only member.
      const alone = await harness.postJson(endpoint.path, `{${JSON.stringify(name)}: -1}`, {
        "x-forwarded-for": freshIp(),
      });
      expect(alone.status).toBe(400);
    }
    expect(await storedRows(harness.database.db)).toEqual(before);
  });
}

test("the availability query refuses ?constructor= and ?__proto__= with 400", async () => {
  for (const name of prototypeKeys) {
    const response = await harness.request(`/api/appointments/availability?${name}=1`);
    expect([200, 400]).toContain(response.status);
    if (response.status === 400) {
      const reply = (await response.json()) as { errors?: Record<string, Array<string>> };
      expect(Object.hasOwn(reply.errors ?? {}, name)).toBe(true);
    }
  }
});

test("admin JSON bodies and page addresses with names like Object.prototype members never answer 5xx", async () => {
  const cookie = await signInAs(harness, await createStaff(harness.database.db));
  const staff = asStaff(harness, cookie);
  for (const name of prototypeKeys) {
    const fields = await staff.postJson("/api/admin/leads/status", { ids: [], status: "qualified", [name]: "x" });
    expect(fields.status, `fields ${name}`).toBeLessThan(500);
    const json = await harness.request("/api/admin/leads/status", {
      method: "POST",
      headers: { cookie, origin: testOrigin, "content-type": "application/json" },
      body: `{"ids": ["00000000-0000-4000-8000-000000000000"], "status": "qualified", ${JSON.stringify(name)}: -1}`,
    });
    expect(json.status, `json ${name}`).toBeLessThan(500);
    const page = await staff.get(`/admin?kind=${name}&status=${name}&${name}=x`);
    expect(page.status, `page ${name}`).toBeLessThan(500);
  }
});
