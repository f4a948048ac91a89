import { expect, test } from "vitest";
import { eventLabels, eventPhase, eventWindow, panelEvent } from "./panel-event";
import { networkClients, pastSpeakers } from "./panel-network";

test("Shared Future 5.0 is on September 26, 2025 at 4:00 PM India time, whatever the reader's zone", () => {
  expect(panelEvent.name).toBe("Shared Future 5.0");
  expect(eventLabels(panelEvent)).toEqual({ date: "September 26, 2025", time: "4:00 PM", weekday: "Friday" });
  expect(eventWindow(panelEvent).start.toISOString()).toBe("2025-09-26T10:30:00.000Z");
  expect(panelEvent.timeZoneAbbreviation).toBe("IST");
});

test("the phase: upcoming before the start, live during it, past after its end", () => {
  const { start, end } = eventWindow(panelEvent);
  expect(eventPhase(panelEvent, start.getTime() - 1)).toBe("upcoming");
  expect(eventPhase(panelEvent, start.getTime())).toBe("live");
  expect(eventPhase(panelEvent, end.getTime() - 1)).toBe("live");
  expect(eventPhase(panelEvent, end.getTime())).toBe("past");
});

test("docs/product.md's sections: 4 speakers, 22 past speakers, 20 clients, the topics and the reasons to attend", () => {
  expect(panelEvent.speakers).toHaveLength(4);
  for (const speaker of panelEvent.speakers) {
    expect(speaker.expertise.length).toBeGreaterThan(0);
    expect(speaker.experience).toMatch(/\d+ years/);
  }
  expect(pastSpeakers).toHaveLength(22);
  expect(new Set(pastSpeakers.map((s) => s.name)).size).toBe(22);
  expect(networkClients).toHaveLength(20);
  expect(new Set(networkClients.map((c) => c.name)).size).toBe(20);
  expect(panelEvent.topics.map((t) => t.title)).toEqual([
    "Talent Acquisition Strategies",
    "Technology Innovation",
    "Operational Excellence",
    "Future of Work",
  ]);
  expect(panelEvent.reasons.map((r) => r.title)).toEqual([
    "Partnership Opportunities",
    "Industry Insights",
    "Networking",
    "Business Growth",
  ]);
  for (const url of [panelEvent.registerUrl, ...panelEvent.streams.map((s) => s.url)])
    expect(url).toMatch(/^https:\/\//);
});
