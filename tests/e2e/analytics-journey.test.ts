import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { sql } from "drizzle-orm";
import { openDatabase } from "#server/db/client";
import { adminCreate, signInThroughForm } from "#tests/support/admin-site";
import { startAppServer, type RunningServer } from "#tests/support/app-server";
import { openPage, waitForHydration, type WatchedPage } from "#tests/support/browser";
import { newDataDir } from "#tests/support/run-templates";
import { sharedBrowser } from "#tests/support/site";

// A marketer's question answered end to end (docs/product.md#analytics): which campaign brought
// this registration? The visitor is a real browser (headless Chromium's own user agent is a bot's,
// and bots are not counted); the staff member reads the answer in the admin.

const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const staff = { email: "marketing@northwind.example", password: "Plum-orchard-42-lantern" };
const campaignLink = "/?utm_source=linkedin&utm_campaign=gitex-2025";

let dataDir = "";
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  dataDir = newDataDir();
  const created = adminCreate(dataDir, staff.email, staff.password);
  if (created.status !== 0) throw new Error(created.output);
  [server, browser] = await Promise.all([startAppServer({ dataDir }), sharedBrowser()]);
});
afterAll(async () => {
  await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
  await server?.stop();
  server?.cleanup();
});

async function visitor(): Promise<WatchedPage> {
  return openPage(browser, { userAgent: chrome, timezoneId: "Asia/Kolkata" });
}

/** A page of the site reached from another of its pages (the referrer says where from). */
async function browse(page: Page, path: string, from: string): Promise<void> {
  await page.goto(server.url + path, { referer: server.url + from });
  await waitForHydration(page);
}

/** What the browser keeps for the site: cookies, local storage, and session storage but the router's scroll positions. */
async function keptInBrowser(page: Page) {
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  const storage = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage).filter((key) => !key.includes("scroll")),
  }));
  return { cookies, ...storage };
}

async function register(page: Page, email: string): Promise<void> {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field("Full Name").fill("Leila Haddad");
  await field("Email Address").fill(email);
  await field("Company Name").fill("Haddad Systems");
  await field("Industry/Domain").selectOption("healthcare");
  // The cookie banner may still be open at the bottom: the press goes to the button itself.
  await page
    .getByRole("button", { name: "Claim My 15 Free AI Interviews" })
    .evaluate((button: HTMLElement) => button.click());
  await page.getByText("Registration successful!").first().waitFor();
}

async function bannerChoice(page: Page, choice: "Accept All" | "Essential Only"): Promise<void> {
  await page.getByRole("region", { name: "Cookie consent" }).getByRole("button", { name: choice }).click();
}

/** The staff member's view of the lead sent from `email`: its page's text. */
async function leadPageText(email: string): Promise<string> {
  const desk = await openPage(browser);
  await signInThroughForm(desk.page, server.url, staff.email, staff.password);
  await desk.page.goto(`${server.url}/admin?q=${encodeURIComponent(email)}`);
  await desk.page
    .getByRole("link", { name: /Leila Haddad/ })
    .first()
    .click();
  await desk.page.getByRole("heading", { level: 1 }).waitFor();
  return (await desk.page.locator("main").textContent()) ?? "";
}

test("a first visit from a LinkedIn campaign link, three pages, then a registration: the lead names linkedin and gitex-2025; nothing was kept in the browser", async () => {
  const { page } = await visitor();
  await page.goto(server.url + campaignLink);
  await waitForHydration(page);
  expect(await keptInBrowser(page)).toEqual({ cookies: [], local: [], session: [] });
  await browse(page, "/blog", "/");
  await browse(page, "/ai-talent-deployment", "/blog");
  await browse(page, "/gitex", "/ai-talent-deployment");
  await register(page, "leila.essential@haddad.example");
  // No choice was made in the banner: no cookie and no storage, before or after.
  expect(await keptInBrowser(page)).toEqual({ cookies: [], local: [], session: [] });

  const text = await leadPageText("leila.essential@haddad.example");
  expect(text).toContain("linkedin");
  expect(text).toContain("gitex-2025");
});

test("with Accept All the first touch holds across days; Essential Only afterwards removes the visitor cookie", async () => {
  const { page, context } = await visitor();
  await page.goto(server.url + campaignLink);
  await waitForHydration(page);
  await bannerChoice(page, "Accept All");
  await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).toContain("analytics-visitor");
  await browse(page, "/blog", "/");

  // The next day: the server's records move back a day and today's salt is gone, as at midnight,
  // so only the visitor id can link the visitor to yesterday's campaign.
  // The visitor is away meanwhile (a page left open would reach for the stopped server).
  await page.goto("about:blank");
  await server.stop();
  const database = await openDatabase({ pgliteDir: `${dataDir}/db` });
  await database.db.execute(sql`update analytics_events set at = at - interval '1 day'`);
  await database.db.execute(sql`delete from analytics_salts`);
  await database.close();
  server = await startAppServer({ dataDir, port: Number(new URL(server.url).port) });

  await page.goto(`${server.url}/gitex`);
  await waitForHydration(page);
  await register(page, "leila.consented@haddad.example");
  const text = await leadPageText("leila.consented@haddad.example");
  expect(text).toContain("linkedin");
  expect(text).toContain("gitex-2025");

  await page.goto(`${server.url}/cookie-policy`);
  await waitForHydration(page);
  await page.getByRole("button", { name: /change your cookie choice/i }).click();
  await bannerChoice(page, "Essential Only");
  await expect
    .poll(async () => (await context.cookies()).map((cookie) => cookie.name))
    .not.toContain("analytics-visitor");
});

test("with the tracker blocked the registration still counts, as 'unknown', and conversions equal leads", async () => {
  const watched = await visitor();
  const { page } = watched;
  await page.route("**/api/events", (route) => route.abort("blockedbyclient"));
  watched.expectProblems(/ERR_BLOCKED_BY_CLIENT|Failed to load resource/);
  await page.goto(server.url + campaignLink);
  await waitForHydration(page);
  await browse(page, "/gitex", "/");
  await register(page, "leila.blocked@haddad.example");

  const text = await leadPageText("leila.blocked@haddad.example");
  expect(text).toContain("Unknown: no visit matched this lead");
  const desk = await openPage(browser);
  await signInThroughForm(desk.page, server.url, staff.email, staff.password);
  await desk.page.goto(`${server.url}/admin/analytics/campaigns?range=7d`);
  // Each row: the campaign, its visitors, its leads, … The file's three registrations are all here.
  const rows = desk.page.getByRole("table").first().locator("tbody tr");
  await rows.first().waitFor();
  const leadsBy = new Map<string, number>();
  for (const row of await rows.all()) {
    const label = ((await row.locator("th").textContent()) ?? "").trim();
    const leads = Number(((await row.locator("td").nth(1).textContent()) ?? "").replace(/\D/g, ""));
    leadsBy.set(label, leads);
  }
  expect(leadsBy.get("Unknown (no visit matched)")).toBe(1);
  expect(leadsBy.get("gitex-2025")).toBe(2);
  expect([...leadsBy.values()].reduce((sum, n) => sum + n, 0)).toBe(3);
});

test("another browser behind the same address and user agent accepts all cookies: the visitor's own lead keeps its campaign", async () => {
  const { page } = await visitor();
  await page.goto(`${server.url}/?utm_source=newsletter&utm_medium=email&utm_campaign=spring-offer`);
  await waitForHydration(page);

  // Same address (this machine), same user agent, its own page: it accepts all and browses on.
  const other = (await visitor()).page;
  await other.goto(`${server.url}/blog`);
  await waitForHydration(other);
  await bannerChoice(other, "Accept All");
  await expect
    .poll(async () => (await other.context().cookies()).map((cookie) => cookie.name))
    .toContain("analytics-visitor");
  await browse(other, "/gitex", "/blog");

  await browse(page, "/gitex", "/");
  await register(page, "leila.spring@haddad.example");
  const text = await leadPageText("leila.spring@haddad.example");
  expect(text).toContain("spring-offer");
});
