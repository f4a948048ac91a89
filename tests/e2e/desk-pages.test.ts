import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { seedDemoData } from "#app/modules/desk/server";
import { seedDemoEvents, sqlEventStore, rollUpAnalytics } from "#app/modules/analytics/server";
import { adminStaff, signInThroughForm, submitForm, useAdminSite } from "#tests/support/admin-site";
import { adminPagePatterns } from "#tests/support/admin-routes";
import { axeViolations } from "#tests/support/axe";
import { appointmentBody, businessZone, takeSlot } from "#tests/support/bookings";
import { openPage, type WatchedPage } from "#tests/support/browser";
import { talentRequestBody } from "#tests/support/leads";

// The sales desk as its staff use it (docs/admin.md#layout): a week of a busy desk's data (demo
// leads with owners, stages, next steps and attribution, and a few with very long names), every
// page at a laptop's 1280 px and a phone's 390 px.
const staff = adminStaff;
const laptop = { width: 1280, height: 720 };
const phone = { width: 390, height: 844 };
const longName = "Maximiliana Fitzgerald-Oyelaran-Konstantinopoulou";
const longCompany = "Enterprise Solutions Global Holdings International";

const site = useAdminSite({
  async stored(db) {
    const now = new Date();
    await seedDemoData(db, { leads: 400, now, timeZone: businessZone });
    await seedDemoEvents(db, { events: 4000, now, timeZone: businessZone });
    const store = sqlEventStore(db);
    await rollUpAnalytics(db, store, now, businessZone, 400);
    await store.close();
  },
});

let longLeadsSent = false;
/** New leads with long names, companies and addresses: the top of the inbox and of the board's New column. */
async function sendLongLeads(): Promise<void> {
  if (longLeadsSent) return;
  longLeadsSent = true;
  for (let i = 0; i < 2; i++)
    await submitForm(
      site.server.url,
      "/api/appointments/schedule",
      appointmentBody(takeSlot(), {
        name: `${longName} ${i}`,
        email: `maximiliana.fitzgerald.oyelaran.${i}@a-rather-long-domain-name-for-testing.example`,
        company: `${longCompany} ${i}`,
        message: "Please call",
      }),
    );
  await submitForm(
    site.server.url,
    "/api/talent-requests",
    talentRequestBody({ name: `${longName} Talent`, email: "averyveryveryverylongaddresswithoutanybreak@example.com" }),
  );
  // A visit from a campaign with a very long name, for the analytics pages to lay out.
  const visit = await fetch(`${site.server.url}/api/events`, {
    method: "POST",
    headers: { "content-type": "text/plain", origin: site.server.url, "user-agent": "Mozilla/5.0 Chrome/130.0.0.0" },
    body: JSON.stringify({
      type: "pageview",
      url: `${site.server.url}/?utm_source=linkedin&utm_medium=paid-social&utm_campaign=spring-hiring-2026-a-rather-long-campaign-name`,
      referrer: "",
      width: 1280,
    }),
  });
  expect(visit.status).toBe(202);
}

async function signedIn(size: { width: number; height: number }): Promise<WatchedPage> {
  await sendLongLeads();
  const watched = await openPage(site.browser, { ...size, expectProblems: [404] });
  await signInThroughForm(watched.page, site.server.url, staff.email, staff.password);
  return watched;
}

/** The first link on `from` whose address matches `pattern`. */
async function firstLink(page: Page, from: string, pattern: RegExp): Promise<string> {
  await page.goto(site.server.url + from);
  const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  const found = hrefs.find((href) => href !== null && pattern.test(href));
  if (!found) throw new Error(`no link matching ${pattern} on ${from}`);
  return found;
}

/**
 * What a person would notice on the page: sideways scrolling (of the page; at a laptop's width, of
 * a table in its box too), empty links, two current items in one navigation, a script; on a phone,
 * a title below the first screen or the navigation in the way.
 */
async function layoutProblems(page: Page): Promise<Array<string>> {
  return page.evaluate(() => {
    const problems: Array<string> = [];
    const scroller = document.scrollingElement;
    if (scroller && scroller.scrollWidth > window.innerWidth)
      problems.push(`the page scrolls sideways: ${scroller.scrollWidth} px in ${window.innerWidth}`);
    if (window.innerWidth >= 1280)
      for (const table of document.querySelectorAll("main table"))
        if (table.parentElement && table.scrollWidth > table.parentElement.clientWidth)
          problems.push(`a table ${table.scrollWidth} px wide in ${table.parentElement.clientWidth}`);
    for (const element of document.querySelectorAll('[href=""], [src=""]'))
      problems.push(`an empty address on <${element.tagName.toLowerCase()}>`);
    for (const nav of document.querySelectorAll("nav")) {
      const current = nav.querySelectorAll('[aria-current="page"]').length;
      if (current > 1) problems.push(`${current} current items in the navigation "${nav.getAttribute("aria-label")}"`);
    }
    // Desk pages work without script (docs/admin.md#layout).
    if (document.scripts.length > 0) problems.push(`${document.scripts.length} scripts`);
    // On a phone the page's title is in the first screen and the navigation waits behind the menu.
    if (window.innerWidth < 640) {
      const title = document.querySelector("h1")?.getBoundingClientRect();
      if (!title || title.top >= 200) problems.push(`the title starts at ${title?.top ?? "no title"} px`);
      const navs = [...document.querySelectorAll('nav[aria-label="Admin"]')];
      if (navs.some((nav) => nav.checkVisibility())) problems.push("the navigation is open");
    }
    return problems;
  });
}

test("every desk page, with a week's data, passes axe (WCAG 2.1 AA) and never scrolls sideways, at 1280 and 390 px", async () => {
  const { page } = await signedIn(laptop);
  // An export leaves its filters in the audit log: a long line with no space in it.
  const exported = await page.request.get(
    `${site.server.url}/api/admin/leads/talent-requests/export.csv?q=${"x".repeat(120)}&spam=show`,
  );
  expect(exported.status()).toBe(200);
  const lead = await firstLink(page, "/admin?kind=appointments", /^\/admin\/leads\/appointments\/[0-9a-f-]{36}$/);
  const contact = await firstLink(page, "/admin/contacts", /^\/admin\/contacts\/[0-9a-f-]{36}$/);
  const message = await firstLink(page, "/admin/outbox", /^\/admin\/outbox\/[0-9a-f-]{36}$/);
  const addresses: Record<string, Array<string>> = {
    admin: ["/admin", "/admin?kind=talent-requests", "/admin?kind=appointments"],
    "admin/leads/:kind": ["/admin/leads/questions"],
    "admin/leads/:kind/:id": [lead],
    "admin/contacts/:id": [contact],
    "admin/outbox/:id": [message],
    "admin/search": ["/admin/search?q=Andersson"],
    "admin/*": ["/admin/no-such-page"],
  };
  const pages = adminPagePatterns().flatMap((pattern) => {
    if (addresses[pattern]) return addresses[pattern];
    expect(pattern, "a page with parameters needs a real address here").not.toMatch(/[:*]/);
    return [`/${pattern}`];
  });
  const problems: Record<string, Array<string>> = {};
  for (const size of [laptop, phone]) {
    await page.setViewportSize(size);
    for (const address of pages) {
      await page.goto(site.server.url + address);
      const found = [...(await layoutProblems(page)), ...(await axeViolations(page))];
      if (found.length > 0) problems[`${address} at ${size.width} px`] = found;
    }
  }
  expect(problems).toEqual({});

  // An email's page: its preview is in the first screen, showing the message.
  await page.setViewportSize(laptop);
  await page.goto(site.server.url + message);
  const preview = await page.getByTitle("The email's HTML version").boundingBox();
  expect(preview && preview.y).toBeLessThan(400);
  expect(await page.frameLocator("iframe").locator("body").innerText()).not.toBe("");
}, 600_000);

test("at 1280×720 every item of the navigation is on screen, the account's too", async () => {
  const { page } = await signedIn(laptop);
  const lead = await firstLink(page, "/admin?kind=questions", /^\/admin\/leads\/questions\/[0-9a-f-]{36}$/);
  for (const address of ["/admin", lead, "/admin/audit"]) {
    await page.goto(site.server.url + address);
    const nav = page.getByRole("navigation", { name: "Admin" });
    const links = await nav.getByRole("link").all();
    expect(links.length).toBeGreaterThanOrEqual(18);
    for (const link of links) {
      const box = await link.boundingBox();
      expect(
        box && box.y >= 0 && box.y + box.height <= laptop.height,
        `${await link.textContent()} on ${address}`,
      ).toBe(true);
    }
    // The account's menu: in sight, and what it opens too.
    await page.locator("summary", { hasText: staff.email }).filter({ visible: true }).click();
    for (const name of ["Your sessions", "API tokens", "Sign out"]) {
      const item = page.getByRole(name === "Sign out" ? "button" : "link", { name }).filter({ visible: true });
      const box = await item.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= laptop.height, `${name} on ${address}`).toBe(true);
    }
  }
});

test("the board shows its six stages side by side in 1280 px; Lost opens the lead's reason form, which keeps Lost after an error", async () => {
  const watched = await signedIn(laptop);
  const { page } = watched;
  await page.goto(`${site.server.url}/admin/board`);
  const columns = page.locator("main section[aria-labelledby^='stage-']");
  expect(await columns.count()).toBe(6);
  for (const column of await columns.all()) {
    const box = await column.boundingBox();
    expect(box && box.x >= 240 && box.x + box.width <= laptop.width, await column.locator("h2").innerText()).toBe(true);
  }
  expect(await layoutProblems(page)).toEqual([]);

  // Lost on a card: the lead's page, its form set to Lost and asking why, no error.
  const card = columns
    .first()
    .getByRole("listitem")
    .filter({ hasText: `${longName} 0` });
  const name = `${longName} 0`;
  await card.getByLabel(`Stage of ${name}`).selectOption("lost");
  await card.getByRole("button", { name: "Move" }).click();
  await page.getByRole("heading", { level: 1, name }).waitFor();
  expect(new URL(page.url()).pathname).toMatch(/^\/admin\/leads\/appointments\/[0-9a-f-]{36}$/);
  const update = page.locator("section", { has: page.getByRole("heading", { name: "Update", exact: true }) });
  expect(await update.getByLabel("Stage").inputValue()).toBe("lost");
  expect(await update.getByLabel("Reason lost").isVisible()).toBe(true);
  expect(await page.getByRole("alert").count()).toBe(0);
  await page.getByText("Choose why the lead was lost, then save.").waitFor();

  // Saved without a reason: the page again (400) with the error, and the form still says Lost.
  watched.expectProblems(400);
  await update.getByLabel("In your words").fill("They hired in house");
  await update.getByRole("button", { name: "Save" }).click();
  await page.getByRole("alert").getByText("Choose why the lead was lost.").waitFor();
  expect(await update.getByLabel("Stage").inputValue()).toBe("lost");
  expect(await update.getByLabel("In your words").inputValue()).toBe("They hired in house");

  await update.getByLabel("Reason lost").selectOption({ label: "Chose another provider" });
  await update.getByRole("button", { name: "Save" }).click();
  await page.getByText("The lead was updated.").waitFor();
  expect(await update.getByLabel("Stage").inputValue()).toBe("lost");
  await page.getByText("Chose another provider: They hired in house").waitFor();
});

test("at 390 px the inbox is a list of cards, a lead opens on its Update form, and the board stays in the window", async () => {
  const { page } = await signedIn(phone);
  await page.goto(`${site.server.url}/admin`);
  const rows = page.locator("main tbody tr");
  expect(await rows.count()).toBe(25);
  // Each card shows what the row holds (name, company, kind, stage, owner, follow-up, source) inside the window.
  for (const row of (await rows.all()).slice(0, 8)) {
    for (const cell of await row.locator("td").all()) {
      if (!(await cell.isVisible())) continue;
      const box = await cell.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= phone.width, await cell.innerText()).toBe(true);
    }
  }
  const first = rows.filter({ hasText: `${longName} Talent` });
  expect(await first.getByRole("link", { name: new RegExp(`^${longName} Talent`) }).isVisible()).toBe(true);
  for (const text of ["Talent request", "New", "unknown"])
    expect(await first.getByText(text, { exact: true }).isVisible(), text).toBe(true);
  const firstBox = await first.boundingBox();
  expect(firstBox && firstBox.y + 40 < phone.height).toBe(true);
  expect(await layoutProblems(page)).toEqual([]);

  const lead = await firstLink(page, "/admin?kind=appointments", /^\/admin\/leads\/appointments\/[0-9a-f-]{36}$/);
  await page.goto(site.server.url + lead);
  const update = await page.getByRole("heading", { name: "Update", exact: true }).boundingBox();
  const timeline = await page.getByRole("heading", { name: "Timeline", exact: true }).boundingBox();
  const details = await page.getByRole("heading", { name: "Details", exact: true }).boundingBox();
  expect(update && update.y < phone.height / 2).toBe(true);
  expect(update && timeline && details && update.y < details.y && update.y < timeline.y).toBe(true);

  await page.goto(`${site.server.url}/admin/board`);
  expect(await layoutProblems(page)).toEqual([]);

  // The menu scrolls as one list: no part of the navigation hides in a box of its own.
  await page.locator("summary", { hasText: "Menu" }).click();
  const nav = page.getByRole("navigation", { name: "Admin" });
  await nav.getByRole("link", { name: "Audit log" }).scrollIntoViewIfNeeded();
  expect(await nav.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
  expect(await nav.getByRole("link", { name: "Audit log" }).isVisible()).toBe(true);
  // A link in the menu goes to its page, where the menu is closed again.
  await nav.getByRole("link", { name: /^Talent requests/ }).click();
  await page.waitForURL(`${site.server.url}/admin?kind=talent-requests`);
  expect(await nav.isVisible()).toBe(false);
});
