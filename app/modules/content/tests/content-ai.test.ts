import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { createApiHarness, type ApiHarness } from "#tests/support/api-app";
import { startFakeLlm, type FakeLlm } from "#tests/support/fake-llm";

const apiKey = "sk-test-0123456789-secret";
const article =
  "Remote teams hire engineers in many countries. They onboard people across time zones with written guides. " +
  "Asynchronous habits replace many meetings. Managers check in every week. Trust grows when decisions are written down.";

let llm: FakeLlm;
let harness: ApiHarness;
beforeAll(async () => {
  llm = await startFakeLlm();
  harness = await createApiHarness({
    env: {
      LLM_BASE_URL: llm.baseUrl,
      LLM_API_KEY: apiKey,
      LLM_MODEL: "test-model",
      LLM_TIMEOUT_MS: "400",
      CONTENT_RATE_LIMIT_PER_MINUTE: "1000",
    },
  });
});
afterAll(async () => {
  await harness.close();
  await llm.close();
});
beforeEach(() => {
  llm.mode = "ok";
  llm.calls.length = 0;
});

type Reply<T> = { success: boolean; data: T; error: string | null };

async function post<T>(path: string, body: unknown): Promise<{ status: number; text: string; json: Reply<T> }> {
  const response = await harness.postJson(path, body);
  const text = await response.text();
  return { status: response.status, text, json: JSON.parse(text) as Reply<T> };
}

test("when the AI service is up, summary, tags and research use it, with the key only in the Authorization header", async () => {
  const summary = await post<{ summary: string; method: string }>("/api/content/summary", {
    content: article,
    maxLength: 60,
  });
  expect(summary.json.data.method).toBe("ai");
  expect(summary.json.data.summary.length).toBeLessThanOrEqual(60);
  expect(summary.json.data.summary.startsWith("Remote teams hire and onboard engineers")).toBe(true);

  const tags = await post<{ tags: Array<string>; method: string }>("/api/content/tags", { content: article });
  expect(tags.json.data).toEqual({ tags: ["Remote Work", "Onboarding", "Time Zones"], method: "ai" });

  const interests = { topics: ["Remote Work"] };
  llm.mode = "error";
  const local = await post<Array<{ id: string }>>("/api/content/web-research", { interests, count: 3 });
  llm.mode = "ok";
  const reordered = await post<Array<{ id: string }>>("/api/content/web-research", { interests, count: 3 });
  expect(reordered.json.success).toBe(true);
  expect(reordered.json.data).toHaveLength(3);
  expect(reordered.json.data.map((item) => item.id)).not.toEqual(local.json.data.map((item) => item.id));

  expect(llm.calls.length).toBeGreaterThanOrEqual(4);
  for (const call of llm.calls) {
    expect(call.authorization).toBe(`Bearer ${apiKey}`);
    expect(call.body.model).toBe("test-model");
  }
  for (const reply of [summary, tags, local, reordered]) expect(reply.text).not.toContain(apiKey);
});

test.each([["error"], ["nonsense"]] as const)(
  "when the AI service answers with %s, the local methods answer instead",
  async (mode) => {
    llm.mode = mode;
    const summary = await post<{ summary: string; method: string }>("/api/content/summary", {
      content: article,
      maxLength: 120,
    });
    expect(summary.status).toBe(200);
    expect(summary.json.data.method).toBe("local");
    expect(article).toContain(summary.json.data.summary.split(" ")[0] ?? "");
    const tags = await post<{ tags: Array<string>; method: string }>("/api/content/tags", { content: article });
    expect(tags.json.data.method).toBe("local");
    expect(tags.json.data.tags.length).toBeGreaterThan(0);
    const research = await post<Array<unknown>>("/api/content/web-research", {
      interests: { topics: ["Remote Work"] },
    });
    expect(research.json.success).toBe(true);
    expect(research.json.data.length).toBeGreaterThan(0);
    expect(llm.calls.length).toBe(3);
  },
);

test("when the AI service hangs past the timeout, the local method answers soon after", async () => {
  llm.mode = "hang";
  const started = Date.now();
  const summary = await post<{ summary: string; method: string }>("/api/content/summary", {
    content: article,
    maxLength: 120,
  });
  expect(summary.json.data.method).toBe("local");
  expect(Date.now() - started).toBeLessThan(3000);
});
