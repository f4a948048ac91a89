import { afterEach, expect, test, vi } from "vitest";
import { fetchContentSuggestions, generateSummary, generateTags, researchWebContent } from "./content-client";

const item = { id: "a", type: "blog", title: "T", description: "D", tags: [], source: "site", date: "2025-01-01" };

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(typeof body === "string" ? body : JSON.stringify(body), { status })),
  );
}
afterEach(() => {
  vi.unstubAllGlobals();
});

test("suggestions: data on success; the server's error, the spec's fallback, or the exception sentence", async () => {
  answer(200, { success: true, data: [item], error: null });
  expect(await fetchContentSuggestions({ interests: {} })).toEqual([item]);
  answer(200, { success: false, data: [], error: "Catalogue offline." });
  await expect(fetchContentSuggestions({ interests: {} })).rejects.toThrow("Catalogue offline.");
  answer(200, { success: false });
  await expect(fetchContentSuggestions({ interests: {} })).rejects.toThrow("Failed to fetch content suggestions");
  answer(500, "boom");
  await expect(fetchContentSuggestions({ interests: {} })).rejects.toThrow(
    "An error occurred while fetching content suggestions.",
  );
});

test("web research: a missing, non-array or empty result is an empty list with an error; never a rejection", async () => {
  answer(200, { success: true, data: [item], error: null });
  expect(await researchWebContent({})).toEqual({ results: [item], error: null });
  answer(200, { success: true, data: [], error: null });
  expect(await researchWebContent({})).toEqual({ results: [], error: "Failed to perform web research" });
  answer(200, { success: true, data: "nope" });
  expect(await researchWebContent({})).toEqual({ results: [], error: "Failed to perform web research" });
  answer(200, { success: false, data: [], error: "No articles right now." });
  expect(await researchWebContent({})).toEqual({ results: [], error: "No articles right now." });
  answer(503, "down");
  expect(await researchWebContent({})).toEqual({
    results: [],
    error: "An error occurred while researching web content.",
  });
});

test("summary and tags: the server's error or message, else the spec's fallback", async () => {
  answer(200, { success: true, data: { summary: "Short.", method: "local" }, error: null });
  expect(await generateSummary("Text")).toBe("Short.");
  answer(413, { message: "The content is too long. Send at most 20,000 characters." });
  await expect(generateSummary("x")).rejects.toThrow("The content is too long");
  answer(200, { success: false, data: null, error: null });
  await expect(generateSummary("x")).rejects.toThrow("Failed to generate summary");
  answer(200, { success: true, data: { tags: ["AI"], method: "local" }, error: null });
  expect(await generateTags("Text")).toEqual(["AI"]);
  answer(500, "");
  await expect(generateTags("x")).rejects.toThrow("Failed to generate tags");
});
