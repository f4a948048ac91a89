import { gzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { badUtf8Message, unsafeTextMessage } from "#server/http/validation";
import { asStaff, createStaff, signInAs } from "#tests/support/admin";
import { testOrigin, useApiHarness } from "#tests/support/api-app";
import { freshIp, panelQuestionBody } from "#tests/support/leads";
import { publicPostEndpoints } from "#tests/support/public-endpoints";
import { storedRows } from "#tests/support/stored-rows";

const harness = useApiHarness({
  env: { RATE_LIMIT_PER_MINUTE: "100000", CONTENT_RATE_LIMIT_PER_MINUTE: "100000" },
});

function post(path: string, body: BodyInit, headers: Record<string, string> = {}): Promise<Response> {
  return harness.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", origin: testOrigin, "x-forwarded-for": freshIp(), ...headers },
    body,
  });
}

/** The valid body with its first text field replaced by `text`, as JSON text (escapes kept). */
function withText(body: Record<string, unknown>, text: string): string {
  const [field] = Object.entries(body).find(([, v]) => typeof v === "string" && v !== "") ?? ["name"];
  return JSON.stringify({ ...body, [field]: "x" }).replace('"x"', text);
}

for (const endpoint of await publicPostEndpoints()) {
  test(`POST ${endpoint.path}: NUL, unpaired surrogates, bytes that are not UTF-8 and compressed bodies are refused, nothing stored`, async () => {
    const before = await storedRows(harness.database.db);
    const valid = endpoint.validBody(7);
    for (const text of ['"a\\u0000b"', '"\\ud800"', '"x\\udfffy"']) {
      const response = await post(endpoint.path, withText(valid, text));
      expect(response.status, text).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(unsafeTextMessage);
    }
    const key = await post(endpoint.path, JSON.stringify(valid).replace("{", '{"a\\u0000":1,'));
    expect(key.status).toBe(400);
    const bytes = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xc0, 0xaf]), Buffer.from('"}')]);
    const notUtf8 = await post(endpoint.path, bytes);
    expect(notUtf8.status).toBe(400);
    expect(((await notUtf8.json()) as { message: string }).message).toBe(badUtf8Message);
    const gzipped = await post(endpoint.path, gzipSync(JSON.stringify(valid)), { "content-encoding": "gzip" });
    expect(gzipped.status).toBe(415);
    expect(await storedRows(harness.database.db)).toEqual(before);
  });
}

test("a paired surrogate (an emoji) is text like any other", async () => {
  const response = await post("/api/qa/submit", JSON.stringify(panelQuestionBody({ name: "Ana \ud83d\ude42" })));
  expect(response.status).toBe(201);
});

test("admin notes and searches with NUL are refused or ignored, never a 500", async () => {
  const cookie = await signInAs(harness, await createStaff(harness.database.db));
  const staff = asStaff(harness, cookie);
  const note = await staff.postJson("/api/admin/leads/status", { ids: [], status: "qualified", note: "a\u0000b" });
  expect(note.status).toBe(400);
  const search = await staff.get("/api/admin/leads/questions/export.csv?q=%00");
  expect(search.status).toBe(200);
});
