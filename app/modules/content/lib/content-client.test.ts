import { afterEach, expect, test, vi } from "vitest";
import { fetchContentSuggestions, researchWebContent } from "./content-client";

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

const request = { interests: {}, count: 6, includeWebContent: true };

test("suggestions: the request carries interests, count and includeWebContent as the page sends them", async () => {
  answer(200, { success: true, data: [item], error: null });
  await fetchContentSuggestions(request);
  const [url, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
  expect(url).toBe("/api/content/suggestions");
  expect(JSON.parse(init.body as string)).toEqual({ interests: {}, count: 6, includeWebContent: true });
});

test("suggestions: data on success; the server's error, docs/product.md's fallback, or the exception sentence", async () => {
  answer(200, { success: true, data: [item], error: null });
  expect(await fetchContentSuggestions(request)).toEqual([item]);
  answer(200, { success: false, data: [], error: "Catalogue offline." });
  await expect(fetchContentSuggestions(request)).rejects.toThrow("Catalogue offline.");
  answer(200, { success: false });
  await expect(fetchContentSuggestions(request)).rejects.toThrow("Failed to fetch content suggestions");
  answer(500, "boom");
  await expect(fetchContentSuggestions(request)).rejects.toThrow(
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
