import { describe, expect, it } from "vitest";
import { channelOf, sourceOf, type Touch } from "./channel";
import { demoVisitors, type DemoEvent } from "./demo-events";
import { formsOn } from "./demo-site";

const now = new Date("2026-11-25T12:00:00Z");
const options = { events: 20_000, now, timeZone: "Asia/Kolkata" };
const visitors = [...demoVisitors(options)];
const events = visitors.flatMap((visitor) => visitor.events);
const views = events.filter((event) => event.type === "pageview");

const touchOf = (event: DemoEvent) => ({
  referrerDomain: event.referrerDomain,
  utmSource: event.utmSource,
  utmMedium: event.utmMedium,
  utmCampaign: event.utmCampaign,
  utmTerm: event.utmTerm,
  utmContent: event.utmContent,
  clickIdType: event.clickIdType as Touch["clickIdType"],
});

describe("demo analytics events", () => {
  it("makes exactly the events asked for, from about a visitor key per four events", () => {
    expect(events).toHaveLength(options.events);
    const keys = new Set(events.map((event) => event.visitorKey));
    expect(keys.size).toBeGreaterThan(options.events / 5);
    expect(keys.size).toBeLessThan(options.events / 3);
    for (const key of keys) expect(key).toMatch(/^[cd]:[0-9a-f]{32}$/);
  });

  it("keeps every event in the last 90 days, each visitor's in order", () => {
    const times = events.map((event) => event.at.getTime());
    expect(Math.max(...times)).toBeLessThanOrEqual(now.getTime());
    expect(Math.min(...times)).toBeGreaterThan(now.getTime() - 91 * 86_400_000);
    const outOfOrder = visitors.filter((visitor) =>
      visitor.events.some((event, i) => i > 0 && event.at < (visitor.events[i - 1] as DemoEvent).at),
    );
    expect(outOfOrder).toEqual([]);
  });

  it("starts a visit at about four page views in ten, classified by the endpoint's rules", () => {
    const entries = views.filter((event) => event.entry);
    expect(entries.length / views.length).toBeGreaterThan(0.35);
    expect(entries.length / views.length).toBeLessThan(0.45);
    for (const entry of entries) {
      expect(entry.channel).toBe(channelOf(touchOf(entry)));
      expect(entry.source).toBe(sourceOf(touchOf(entry)));
    }
    for (const view of views.filter((event) => !event.entry))
      expect([view.channel, view.utmCampaign]).toEqual([null, null]);
    expect(new Set(entries.map((entry) => entry.channel)).size).toBe(8);
  });

  it("starts forms only on the pages that have them, each with the attribution of the visits before", () => {
    const starts = events.filter((event) => event.type === "form_start");
    expect(starts.length).toBeGreaterThan(0);
    for (const start of starts) expect(formsOn(start.path).map(([form]) => form)).toContain(start.form);
    const attributed = visitors.flatMap((visitor) => visitor.formStarts);
    expect(attributed).toHaveLength(starts.length);
    for (const start of attributed) {
      expect(start.attribution.first).not.toBeNull();
      expect(new Date(start.attribution.first?.at ?? "").getTime()).toBeLessThanOrEqual(start.at.getTime());
    }
  });

  it("makes the same events from the same options", () => {
    const again = [...demoVisitors({ ...options, events: 500 })].flatMap((visitor) => visitor.events);
    expect(again).toEqual(events.slice(0, again.length));
  });
});
