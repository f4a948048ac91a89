import { expect, test } from "vitest";
import { findMediaItem, mediaItems } from "#app/content/media";
import { relatedContent } from "./related-content";

function relatedTo(type: "podcast" | "panel" | "video", id: string): Array<string> {
  const item = findMediaItem(type, id);
  if (!item) throw new Error(`no ${type} ${id}`);
  return relatedContent(item).map((related) => related.href);
}

test("the remote teams podcast leads to the onboarding plan", () => {
  expect(relatedTo("podcast", "remote-teams-that-work")).toContain("/blog/first-90-days-onboarding");
});

test("the GCC panel leads to the GCC staffing article", () => {
  expect(relatedTo("panel", "shared-future-3-capability-centres")).toContain("/blog/staffing-a-gcc-in-india");
});

test("the bias audit video leads to the bias and compliance articles", () => {
  const related = relatedTo("video", "fair-hiring-with-ai");
  expect(related).toContain("/blog/reduce-bias-technical-hiring");
  expect(related).toContain("/blog/ai-hiring-compliance-checklist");
});

test("every item gets three others, never itself, with a page path and a date label", () => {
  for (const item of mediaItems) {
    const related = relatedContent(item);
    expect(related).toHaveLength(3);
    expect(new Set(related.map((r) => r.key)).size).toBe(3);
    for (const r of related) {
      expect(r.href).not.toBe(`/${item.type}s/${item.id}`);
      expect(r.href).toMatch(/^\/(blog|podcasts|panels|videos)\/[a-z0-9-]+$/);
      expect(r.dateLabel).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    }
  }
});
