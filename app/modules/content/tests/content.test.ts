import { afterAll, beforeAll, expect, test } from "vitest";
import { siteCatalogueItems } from "#app/content/content-catalogue";
import {
  contentHref,
  defaultInterests,
  trendingInterests,
  type ContentSuggestion,
} from "#app/modules/content/schemas/recommendation-calls";
import { systemClock } from "#server/clock";
import { createContentCatalogue } from "#app/modules/content/server/catalogue";
import { createLogger } from "#server/logger";
import { createApiHarness, testOrigin, type ApiHarness } from "#tests/support/api-app";
import { openApiContract, type OpenApiContract } from "#tests/contracts/openapi";

let harness: ApiHarness;
let contract: OpenApiContract;
beforeAll(async () => {
  harness = await createApiHarness({ env: { CONTENT_RATE_LIMIT_PER_MINUTE: "1000" } });
  contract = await openApiContract(harness);
});
afterAll(async () => {
  await harness.close();
});

type Reply<T> = { success: boolean; data: T; error: string | null };

/** Posts, checks the reply against the OpenAPI document, and returns status and body. */
async function call<T>(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await harness.postJson(path, body, headers);
  await contract.expectDocumented("POST", path, response.clone());
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
}

const suggestions = "/api/content/suggestions";
const research = "/api/content/web-research";
const summary = "/api/content/summary";
const tags = "/api/content/tags";

test("the documented request bodies accept what the page sends and refuse extra fields", () => {
  const bodies: Array<[string, Record<string, unknown>]> = [
    [suggestions, { interests: defaultInterests, count: 3, includeWebContent: true }],
    [suggestions, { interests: trendingInterests }],
    [research, { interests: defaultInterests }],
    [summary, { content: "Some text.", maxLength: 150 }],
    [tags, { content: "Some text." }],
  ];
  for (const [path, body] of bodies) {
    const validator = contract.validatorFor(contract.requestSchemaOf(path));
    expect(validator.safeParse(body).success, path).toBe(true);
    expect(validator.safeParse({ ...body, extra: 1 }).success, path).toBe(false);
  }
});

test("suggestions: count items (3 by default) in docs/product.md's shape, each with an in-app path or an external url", async () => {
  const reply = await call<Reply<Array<ContentSuggestion>>>(suggestions, { interests: defaultInterests });
  expect(reply.status).toBe(200);
  expect(reply.body.success).toBe(true);
  expect(reply.body.error).toBeNull();
  expect(reply.body.data).toHaveLength(3);

  const five = await call<Reply<Array<ContentSuggestion>>>(suggestions, { interests: defaultInterests, count: 5 });
  expect(five.body.data).toHaveLength(5);

  const siteOnly = await call<Reply<Array<ContentSuggestion>>>(suggestions, {
    interests: defaultInterests,
    count: 20,
    includeWebContent: false,
  });
  expect(siteOnly.body.data).toHaveLength(Math.min(20, siteCatalogueItems().length));
  for (const item of siteOnly.body.data) {
    expect(item.url).toBeUndefined();
    expect(contentHref(item)).toMatch(/^\/(blog|podcast|panel|video)s\/[a-z0-9-]+$/);
  }
  const withWeb = await call<Reply<Array<ContentSuggestion>>>(suggestions, { interests: defaultInterests, count: 20 });
  const web = withWeb.body.data.filter((item) => item.source === "web");
  expect(web.length).toBeGreaterThan(0);
  for (const item of web) expect(contentHref(item)).toMatch(/^https:\/\//);
});

test("suggestions for interests that match nothing still return items", async () => {
  const reply = await call<Reply<Array<ContentSuggestion>>>(suggestions, {
    interests: { topics: ["Medieval falconry"], industries: [], roles: [], technologies: [] },
    count: 3,
  });
  expect(reply.body.data).toHaveLength(3);
});

test.each([
  ["interests missing", {}, "interests"],
  ["interests not an object", { interests: "AI" }, "interests"],
  ["a list that is not a list", { interests: { topics: "AI" } }, "interests.topics"],
  ["an entry that is not text", { interests: { topics: [42] } }, "interests.topics.0"],
  ["an empty entry", { interests: { topics: ["  "] } }, "interests.topics.0"],
  ["an entry of 500 characters", { interests: { topics: ["x".repeat(500)] } }, "interests.topics.0"],
  ["an unknown kind of interest", { interests: { hobbies: ["chess"] } }, "hobbies"],
  ["10,000 interests", { interests: { topics: Array.from({ length: 10_000 }, () => 1) } }, "interests.topics"],
  ["count 0", { interests: {}, count: 0 }, "count"],
  ["count 1000", { interests: {}, count: 1000 }, "count"],
  ["count 2.5", { interests: {}, count: 2.5 }, "count"],
  ["count as text", { interests: {}, count: "3" }, "count"],
  ["includeWebContent as text", { interests: {}, includeWebContent: "yes" }, "includeWebContent"],
  ["an extra field", { interests: {}, page: 2 }, "page"],
])("suggestions refuse %s with 400 naming the field", async (_name, body, field) => {
  const reply = await call<{ message: string; errors: Record<string, Array<string>> }>(suggestions, body);
  expect(reply.status).toBe(400);
  expect(reply.body.errors[field]?.[0]).toMatch(/\w/);
});

test("10,000 interests get one clear message, and past 32 KB the body is refused whole", async () => {
  const many = await call<{ errors: Record<string, Array<string>> }>(suggestions, {
    interests: { topics: Array.from({ length: 10_000 }, () => 1) },
  });
  expect(many.body.errors).toEqual({ "interests.topics": ["You can list at most 20 topics."] });
  const huge = await call<{ message: string }>(suggestions, {
    interests: { topics: Array.from({ length: 10_000 }, (_, i) => `topic ${i}`) },
  });
  expect(huge.status).toBe(413);
});

test("web research ranks only articles from around the web", async () => {
  const reply = await call<Reply<Array<ContentSuggestion>>>(research, { interests: { topics: ["Remote Work"] } });
  expect(reply.body.success).toBe(true);
  expect(reply.body.data).toHaveLength(6);
  for (const item of reply.body.data) {
    expect(item.source).toBe("web");
    expect(item.url).toMatch(/^https:\/\//);
    expect(item.publisher).toBeTruthy();
  }
  expect((await call<Reply<Array<unknown>>>(research, { interests: {}, count: 2 })).body.data).toHaveLength(2);
  expect((await call(research, {})).status).toBe(400);
  expect((await call(research, { interests: { topics: "x" } })).status).toBe(400);
});

test("web research with no web articles at all says so in docs/product.md's shape", async () => {
  const empty = await createApiHarness({
    contentCatalogue: (database) =>
      createContentCatalogue({
        db: database.db,
        logger: createLogger("silent", "test"),
        clock: systemClock,
        shippedItems: [],
      }),
  });
  try {
    const response = await empty.postJson(research, { interests: defaultInterests });
    await contract.expectDocumented("POST", research, response.clone());
    expect(await response.json()).toEqual({
      success: false,
      data: [],
      error: "No articles from around the web are available right now. Please try again later.",
    });
  } finally {
    await empty.close();
  }
});

const text =
  "Remote hiring has changed how talent acquisition teams work. AI screening tools help recruiters shortlist candidates faster. " +
  "But bias in machine learning models remains a concern for HR managers. Structured interviews reduce bias in hiring.";

test("summary: within maxLength (150 by default), whole words, from the text", async () => {
  const reply = await call<Reply<{ summary: string; method: string }>>(summary, { content: text });
  expect(reply.body.success).toBe(true);
  expect(reply.body.data.method).toBe("local");
  expect(reply.body.data.summary.length).toBeLessThanOrEqual(150);
  expect(text).toContain(reply.body.data.summary.split(". ")[0] ?? "x");
  const short = await call<Reply<{ summary: string }>>(summary, { content: text, maxLength: 30 });
  expect(short.body.data.summary.length).toBeLessThanOrEqual(30);
  expect(short.body.data.summary).toMatch(/…$/);
  const fits = await call<Reply<{ summary: string }>>(summary, { content: "  Short text.  " });
  expect(fits.body.data.summary).toBe("Short text.");
});

test("summary of a text with no word short enough answers success false with a reason", async () => {
  const reply = await call<Reply<null>>(summary, { content: "x".repeat(100), maxLength: 20 });
  expect(reply.status).toBe(200);
  expect(reply.body.success).toBe(false);
  expect(reply.body.error).toMatch(/longer maxLength/);
});

test("tags: keyword phrases from the text", async () => {
  const reply = await call<Reply<{ tags: Array<string>; method: string }>>(tags, { content: text, count: 4 });
  expect(reply.body.success).toBe(true);
  expect(reply.body.data.tags.length).toBeGreaterThan(0);
  expect(reply.body.data.tags.length).toBeLessThanOrEqual(4);
  expect(reply.body.data.tags).toContain("Bias");
  for (const tag of reply.body.data.tags) {
    for (const word of tag.toLowerCase().split(" ")) expect(text.toLowerCase()).toContain(word);
  }
});

test.each([
  [summary, 400, "empty content", { content: "" }],
  [summary, 400, "whitespace-only content", { content: "   \n " }],
  [summary, 400, "missing content", {}],
  [summary, 400, "content that is not text", { content: 42 }],
  [summary, 400, "maxLength 5", { content: text, maxLength: 5 }],
  [summary, 400, "maxLength as text", { content: text, maxLength: "150" }],
  [summary, 413, "25,000 characters", { content: "word ".repeat(5000) }],
  [summary, 413, "1 MB of content", { content: "a".repeat(1024 * 1024) }],
  [tags, 400, "empty content", { content: "" }],
  [tags, 400, "count 0", { content: text, count: 0 }],
  [tags, 413, "25,000 characters", { content: "word ".repeat(5000) }],
  [tags, 413, "1 MB of content", { content: "a".repeat(1024 * 1024) }],
])("%s answers %i to %s", async (path, status, _name, body) => {
  const reply = await call<{ message: string }>(path, body);
  expect(reply.status).toBe(status);
  expect(reply.body.message).toMatch(/\w/);
});

test("the API guard holds for the content calls: other sites 403, not JSON 415", async () => {
  expect((await call(suggestions, { interests: {} }, { origin: "https://evil.example" })).status).toBe(403);
  const notJson = await harness.request(tags, {
    method: "POST",
    headers: { "content-type": "text/plain", origin: testOrigin },
    body: "x",
  });
  expect(notJson.status).toBe(415);
  await contract.expectDocumented("POST", tags, notJson);
});

test("a generous per-IP rate limit covers the four calls together", async () => {
  const limited = await createApiHarness({ env: { CONTENT_RATE_LIMIT_PER_MINUTE: "2" } });
  try {
    const headers = { "x-forwarded-for": "198.51.100.9" };
    expect((await limited.postJson(suggestions, { interests: {} }, headers)).status).toBe(200);
    expect((await limited.postJson(tags, { content: "Remote work." }, headers)).status).toBe(200);
    const third = await limited.postJson(summary, { content: "Remote work." }, headers);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    await contract.expectDocumented("POST", summary, third);
    expect((await limited.postJson(summary, { content: "x" }, { "x-forwarded-for": "198.51.100.10" })).status).toBe(
      200,
    );
  } finally {
    await limited.close();
  }
});
