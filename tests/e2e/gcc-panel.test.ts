import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { panelEvent } from "#app/content/panel-event";
import { openPage, waitForHydration } from "#tests/support/browser";
import { openAsVisitor } from "#tests/support/e2e-forms";
import { externalLinkAttributes, jsonLdOf, readyIsland } from "#tests/support/e2e-pages";
import { useSite } from "#tests/support/site";

const site = useSite();
const newTab = { target: "_blank", rel: "noopener noreferrer" };

async function openPanel(width = 1280): Promise<Page> {
  const visitor = await openAsVisitor(site, "/gcc-panel", { width });
  return visitor.page;
}

/** /gcc-panel in a browser whose clock reads `now` (Date only: timers keep running). */
async function openPanelAt(now: string): Promise<Page> {
  const { page } = await openPage(site.browser, { timezoneId: "Europe/Berlin", cookieConsent: "all" });
  await page.clock.setFixedTime(new Date(now));
  await page.goto(`${site.server.url}/gcc-panel`);
  // The page must read the visitor's clock as set, or what follows would test the real date.
  expect(await page.evaluate(() => new Date().toISOString())).toBe(new Date(now).toISOString());
  await waitForHydration(page);
  await readyIsland(page, "panel-hero");
  return page;
}

test("the event: name, theme, date and time with its zone, virtual, live Q&A, free registration", async () => {
  const page = await openPanel();
  const hero = await readyIsland(page, "panel-hero");
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Shared Future 5.0");
  const text = (await hero.textContent()) ?? "";
  for (const fact of [
    "Redefining Talent, Culture and Leadership",
    "September 26, 2025",
    "4:00 PM IST (India Standard Time, UTC+5:30)",
    "Virtual, live Q&A",
    "Free registration",
  ]) {
    expect(text, fact).toContain(fact);
  }
  const details = await readyIsland(page, "event-details");
  const tiles = await details.getByRole("list", { name: "Event details" }).getByRole("listitem").allInnerTexts();
  expect(tiles.map((tile) => tile.replace(/\s+/g, " "))).toEqual([
    "Date September 26, 2025 Friday",
    "Time 4:00 PM IST India Standard Time, UTC+5:30 · 90 minutes",
    "Format Virtual Join from anywhere, on any device",
    "Live Q&A Free registration Ask the panel live",
  ]);
});

test("every 'Register Now' opens the event page in a new tab without opener access; the two streams too", async () => {
  const page = await openPanel();
  await readyIsland(page, "panel-hero");
  await readyIsland(page, "panel-cta");
  const register = page.getByRole("link", { name: /^Register Now/ });
  expect(await register.count()).toBe(2);
  for (const link of await register.all()) {
    expect(await link.getAttribute("href")).toBe(panelEvent.registerUrl);
    expect(await externalLinkAttributes(link)).toEqual(newTab);
  }
  const details = await readyIsland(page, "event-details");
  expect(await details.getByRole("heading", { level: 2 }).textContent()).toBe("Join Us Live");
  const streams = details.getByRole("link", { name: /^Watch on/ });
  expect(await streams.count()).toBe(2);
  expect(await streams.evaluateAll((els) => els.map((el) => el.getAttribute("href")))).toEqual(
    panelEvent.streams.map((stream) => stream.url),
  );
  for (const link of await streams.all()) expect(await externalLinkAttributes(link)).toEqual(newTab);

  // A click opens a new tab; this page stays where it is.
  const [popup] = await Promise.all([page.context().waitForEvent("page"), register.first().click({ modifiers: [] })]);
  await popup.route("**/*", (route) => route.fulfill({ status: 200, body: "event page" }));
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  expect(page.url()).toBe(`${site.server.url}/gcc-panel`);
  await popup.close();
});

test("'Submit Your Questions' opens the question dialog, from the hero, the streaming section and the closing call", async () => {
  const page = await openPanel(390);
  for (const island of ["panel-hero", "event-details", "panel-cta"]) {
    const section = await readyIsland(page, island);
    await section.getByRole("button", { name: "Submit Your Questions" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Submit Your Questions" }).waitFor();
    expect(await dialog.getByLabel("Your Question", { exact: true }).isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
  }
});

test("the panel, past speakers, network, topics and reasons to attend", async () => {
  const page = await openPanel();
  const speakers = await readyIsland(page, "speakers");
  expect(await speakers.getByRole("heading", { level: 2 }).textContent()).toBe("Meet Our Expert Panel");
  const cards = speakers.locator("[data-speaker]");
  expect(await cards.count()).toBe(4);
  for (const [index, speaker] of panelEvent.speakers.entries()) {
    const card = cards.nth(index);
    const text = (await card.textContent()) ?? "";
    for (const part of [speaker.name, speaker.title, speaker.company.name, speaker.experience, ...speaker.expertise]) {
      expect(text, part).toContain(part);
    }
    const profile = card.getByRole("link", { name: /View profile/ });
    expect(await profile.count()).toBe(speaker.profileUrl ? 1 : 0);
    if (speaker.profileUrl) expect(await externalLinkAttributes(profile)).toEqual(newTab);
  }
  const past = await readyIsland(page, "past-speakers");
  expect(await past.locator("[data-past-speaker]").count()).toBe(22);
  const network = await readyIsland(page, "our-network");
  expect(await network.getByRole("heading", { level: 2 }).textContent()).toBe("Our Network");
  expect(await network.locator("[data-network-client]").count()).toBe(20);
  const topics = await readyIsland(page, "discussion-topics");
  expect(await topics.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
    "Talent Acquisition Strategies",
    "Technology Innovation",
    "Operational Excellence",
    "Future of Work",
  ]);
  const attend = await readyIsland(page, "why-attend");
  expect(await attend.getByRole("heading", { level: 2 }).textContent()).toBe("Why IT Service Companies Should Attend");
  expect(await attend.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
    "Partnership Opportunities",
    "Industry Insights",
    "Networking",
    "Business Growth",
  ]);
});

test("the page opens at its top, also when reached from far down another page", async () => {
  const visitor = await openAsVisitor(site, "/");
  const { page } = visitor;
  const footerLink = page.locator("footer").getByRole("link", { name: "Shared Future - GCC Edition" });
  await footerLink.scrollIntoViewIfNeeded();
  await page.locator("footer[data-site-footer]").waitFor();
  await page.waitForFunction(() => document.querySelector('[data-island="site-footer"][data-island-ready]'));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await footerLink.click();
  await page.waitForURL(`${site.server.url}/gcc-panel`);
  await page.getByRole("heading", { level: 1, name: "Shared Future 5.0" }).waitFor();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

/**
 * Waits for the hero's status to show `phase`. If it does not, the failure says what the page
 * holds, to tell a page that never ran its code (no React on the element, or the server's copy
 * in a stand-in) from one whose code decided wrongly.
 */
async function expectPhase(page: Page, phase: string): Promise<void> {
  const status = page.locator("[data-event-phase]");
  try {
    // The visitor's clock decides in an effect after hydration, which a loaded machine can hold back
    // for seconds: wait longer than expect.poll's 5 s before calling the page wrong.
    await expect.poll(() => status.getAttribute("data-event-phase"), { timeout: 20_000 }).toBe(phase);
  } catch (error) {
    const seen = await page.evaluate(() => ({
      now: new Date().toISOString(),
      hydrated: document.documentElement.hasAttribute("data-hydrated"),
      statuses: [...document.querySelectorAll("[data-event-phase]")].map((element) => ({
        phase: element.getAttribute("data-event-phase"),
        ownedByReact: Object.keys(element).some((key) => key.startsWith("__reactFiber$")),
      })),
      island: [...(document.querySelector('[data-island="panel-hero"]')?.attributes ?? [])].map((a) => a.name),
    }));
    throw new Error(`expected the ${phase} phase; the page holds ${JSON.stringify(seen)}`, { cause: error });
  }
}

test("before the date the page announces the event; after it, it says near the top that it has taken place", async () => {
  const before = await openPanelAt("2025-09-20T09:00:00Z");
  await expectPhase(before, "upcoming");
  const status = before.getByRole("status").filter({ has: before.getByText(/Coming up|already taken place|Live now/) });
  expect(await status.textContent()).toBe(
    "Coming up on Friday, September 26, 2025 at 4:00 PM IST. Registration is free and open now.",
  );

  const during = await openPanelAt("2025-09-26T11:00:00Z");
  await expectPhase(during, "live");
  const live = during.locator("[data-event-phase]");
  expect(await live.textContent()).toContain("Live now.");

  const after = await openPanelAt("2025-10-01T09:00:00Z");
  await expectPhase(after, "past");
  const past = after.locator("[data-event-phase]");
  expect(await past.textContent()).toContain("This panel has already taken place (on Friday, September 26, 2025).");
  expect(await past.getByRole("link", { name: "community page" }).getAttribute("href")).toBe("/shared-future");
  // Near the top: in the first screen, above the heading, and docs/product.md's content is all still there.
  const box = await past.boundingBox();
  expect(box && box.y + box.height).toBeLessThan(300);
  const heading = await after.getByRole("heading", { level: 1 }).boundingBox();
  expect(box && heading && box.y < heading.y).toBe(true);
  expect(await after.getByRole("link", { name: /^Register Now/ }).count()).toBeGreaterThan(0);
  expect(await after.getByRole("button", { name: "Submit Your Questions" }).count()).toBeGreaterThan(0);
});

test("the Event JSON-LD names the event, its time with the zone offset, online and free; its offer closes once it is over", async () => {
  const before = await openPanelAt("2025-09-20T09:00:00Z");
  await readyIsland(before, "panel-hero");
  const upcoming = (await jsonLdOf(before)).find((data) => data["@type"] === "Event");
  expect(upcoming).toMatchObject({
    offers: { "@type": "Offer", price: "0", availability: "https://schema.org/InStock", url: panelEvent.registerUrl },
  });
  const page = await openPanel();
  await readyIsland(page, "panel-hero");
  const event = (await jsonLdOf(page)).find((data) => data["@type"] === "Event");
  expect(event).toMatchObject({
    "@context": "https://schema.org",
    name: "Shared Future 5.0: Redefining Talent, Culture and Leadership",
    startDate: "2025-09-26T16:00:00+05:30",
    endDate: "2025-09-26T17:30:00+05:30",
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    isAccessibleForFree: true,
    location: { "@type": "VirtualLocation", url: panelEvent.registerUrl },
  });
  // Today the panel is over: its markup stays, without an offer to register.
  expect(event).not.toHaveProperty("offers");
  expect((event?.performer as Array<unknown>).length).toBe(4);
});
