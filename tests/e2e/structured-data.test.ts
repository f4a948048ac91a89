import { expect, test } from "vitest";
import { indexablePages, type IndexablePage } from "#app/content/indexable-pages";
import { metaContent, useBuiltPages } from "#tests/support/built-pages";
import { jsonLdInHtml, structuredDataProblems } from "#tests/support/structured-data";

// docs/product.md#share-previews-and-search: the JSON-LD of every public page passes its type's
// schema (tests/support/structured-data.ts); broken copies of each kind fail it.
const site = useBuiltPages();
const origin = "https://www.northwind-talent.example";

function typesExpected(page: IndexablePage): Array<string> {
  const own =
    page.kind === "article" || page.kind === "case-study" ? ["Article"] : page.kind === "event" ? ["Event"] : [];
  return ["Organization", ...(page.path === "/" ? [] : ["BreadcrumbList"]), ...own].sort();
}

const byPath: Record<string, Array<Record<string, unknown>>> = {};
async function jsonLdOf(path: string): Promise<Array<Record<string, unknown>>> {
  byPath[path] ??= jsonLdInHtml(await site.html(path));
  return byPath[path];
}

test("every public page's JSON-LD passes its type's schema, and each page carries the types it should", async () => {
  for (const page of indexablePages()) {
    const data = await jsonLdOf(page.path);
    expect(data.map((item) => String(item["@type"])).sort(), page.path).toEqual(typesExpected(page));
    for (const item of data) expect(structuredDataProblems(item), `${page.path} ${String(item["@type"])}`).toEqual([]);
  }
});

test("an inner page's breadcrumb trail runs from the home page to the page itself", async () => {
  const trail = (await jsonLdOf("/blog/category/hr-technology")).find((item) => item["@type"] === "BreadcrumbList");
  expect(trail?.itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
    { "@type": "ListItem", position: 2, name: "Blog", item: `${origin}/blog` },
    { "@type": "ListItem", position: 3, name: "HR Technology", item: `${origin}/blog/category/hr-technology` },
  ]);
  for (const page of indexablePages().filter((row) => row.path !== "/")) {
    const list = (await jsonLdOf(page.path)).find((item) => item["@type"] === "BreadcrumbList");
    const steps = list?.itemListElement as Array<{ item: string }>;
    expect(steps.at(-1)?.item, page.path).toBe(`${origin}${page.path}`);
  }
});

test("the past event keeps its Event markup, dates and status, and the page says it has taken place", async () => {
  const html = await site.html("/gcc-panel");
  expect(html).toContain("This panel has already taken place");
  const event = (await jsonLdOf("/gcc-panel")).find((item) => item["@type"] === "Event");
  expect(event).toMatchObject({
    startDate: "2025-09-26T16:00:00+05:30",
    endDate: "2025-09-26T17:30:00+05:30",
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    location: { "@type": "VirtualLocation", url: expect.stringMatching(/^https:\/\//) },
    image: [`${origin}/og/gcc-panel.png`],
  });
  // Registration has closed: no offer is left to take.
  expect(event).not.toHaveProperty("offers");
  expect(metaContent(html, "og:type")).toBe("website");
});

test("no page carries FAQ markup, which search engines no longer show for ordinary sites", async () => {
  for (const page of indexablePages()) {
    expect(JSON.stringify(await jsonLdOf(page.path)), page.path).not.toContain("FAQPage");
  }
});

test("deliberately broken copies of each type fail their schema", async () => {
  const first = async (path: string, type: string) =>
    structuredClone((await jsonLdOf(path)).find((item) => item["@type"] === type) ?? {});
  const event = await first("/gcc-panel", "Event");
  const article = await first("/blog/ai-interview-platform-checklist", "Article");
  const caseStudy = await first("/case-study-int", "Article");
  const organization = await first("/", "Organization");
  const trail = await first("/blog/ai-interview-platform-checklist", "BreadcrumbList");

  const broken: Array<[string, Record<string, unknown>]> = [
    ["an event without a location", { ...event, location: undefined }],
    ["an online event at a place", { ...event, location: { "@type": "Place", name: "Hall 4", address: "Dubai" } }],
    ["a virtual location without its URL", { ...event, location: { "@type": "VirtualLocation" } }],
    ["an event status that is not schema.org's", { ...event, eventStatus: "Scheduled" }],
    ["a start without its time zone", { ...event, startDate: "2025-09-26T16:00:00" }],
    ["an end before the start", { ...event, endDate: "2025-09-26T15:00:00+05:30" }],
    ["an event without its name", { ...event, name: undefined }],
    ["an article without its headline", { ...article, headline: undefined }],
    ["an article whose date is not ISO 8601", { ...article, datePublished: "12 November 2026" }],
    ["a case study published only to the month", { ...caseStudy, datePublished: "2025-04" }],
    ["an article with a relative image", { ...article, image: ["/og/home.png"] }],
    ["an article without its author", { ...article, author: undefined }],
    ["an organisation without its logo", { ...organization, logo: undefined }],
    ["an organisation on plain http", { ...organization, url: "http://www.northwind-talent.example" }],
    [
      "a trail counted from zero",
      {
        ...trail,
        itemListElement: (trail.itemListElement as Array<object>).map((step, i) => ({ ...step, position: i })),
      },
    ],
    ["a trail of one step", { ...trail, itemListElement: (trail.itemListElement as Array<object>).slice(0, 1) }],
    ["FAQ markup", { "@context": "https://schema.org", "@type": "FAQPage", mainEntity: [] }],
  ];
  for (const [what, data] of broken) {
    expect(structuredDataProblems(JSON.parse(JSON.stringify(data)) as Record<string, unknown>), what).not.toEqual([]);
  }
  for (const valid of [event, article, caseStudy, organization, trail])
    expect(structuredDataProblems(valid)).toEqual([]);
});
