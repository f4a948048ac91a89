import path from "node:path";
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { projectRoot } from "#tests/support/app-server";
import { submitForm, useAdminSite } from "#tests/support/admin-site";
import { appointmentBody, takeSlot } from "#tests/support/bookings";
import { talentRequestBody } from "#tests/support/leads";

const site = useAdminSite({ env: { RATE_LIMIT_PER_MINUTE: "1000" } });

/** Whether the page scrolls sideways, and any table wider than the box it sits in. */
async function widths(page: Page): Promise<{ page: number; viewport: number; tooWide: Array<string> }> {
  return page.evaluate(() => ({
    page: document.scrollingElement?.scrollWidth ?? 0,
    viewport: window.innerWidth,
    tooWide: [...document.querySelectorAll("main table")]
      .filter((table) => table.parentElement && table.scrollWidth > table.parentElement.clientWidth)
      .map((table) => `${table.scrollWidth} in ${table.parentElement?.clientWidth}`),
  }));
}

test("every admin page fits 1280 px without sideways scrolling; at 390 px the page comes first and a menu button opens the navigation", async () => {
  const long = "Enterprise Solutions Global Holdings International";
  for (let i = 0; i < 3; i++)
    await submitForm(
      site.server.url,
      "/api/appointments/schedule",
      appointmentBody(takeSlot(), {
        name: `Appointment Person With A Long Name ${i}`,
        email: `appointment.person.${i}@a-rather-long-domain-name-for-testing.example`,
        company: `${long} ${i}`,
        message: "Please call",
      }),
    );
  await submitForm(site.server.url, "/api/newsletter", {
    name: "News Reader",
    email: "reader@example.com",
    page: "/blog",
    website: "",
  });
  await submitForm(
    site.server.url,
    "/api/talent-requests",
    talentRequestBody({ email: "layout@example.com", name: "Layout Check" }),
  );
  // Visits from a few browsers and sources, so the analytics pages have rows to lay out.
  const visits = [
    "/?utm_source=linkedin&utm_medium=paid-social&utm_campaign=spring-hiring-2026-a-rather-long-campaign-name",
    "/blog?utm_source=newsletter&utm_medium=email&utm_campaign=april-digest",
    "/gitex",
    "/ai-talent-deployment",
  ];
  for (const [i, path] of visits.entries()) {
    const response = await fetch(`${site.server.url}/api/events`, {
      method: "POST",
      headers: {
        "content-type": "text/plain",
        origin: site.server.url,
        "user-agent": `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/13${i}.0.0.0 Safari/537.36`,
      },
      body: JSON.stringify({
        type: "pageview",
        url: site.server.url + path,
        referrer: i === 2 ? "https://www.google.com/" : "",
        width: 1280,
      }),
    });
    expect(response.status).toBe(202);
  }
  const { page, problems } = await site.signedIn("/admin/outbox");
  // An export leaves its filters in the audit log: a long line with no space in it.
  const exported = await page.request.get(
    `${site.server.url}/api/admin/leads/talent-requests/export.csv?q=${"x".repeat(120)}&spam=show`,
  );
  expect(exported.status()).toBe(200);
  const message = await page.getByRole("link", { name: /Confirm your subscription/ }).getAttribute("href");
  await page.goto(`${site.server.url}/admin?kind=appointments`);
  const lead = await page.getByRole("link", { name: "Appointment Person With A Long Name 0" }).getAttribute("href");
  await page.goto(`${site.server.url}/admin/contacts`);
  const contact = await page.getByRole("link", { name: "Appointment Person With A Long Name 0" }).getAttribute("href");
  const pages = {
    inbox: "/admin",
    dashboard: "/admin/dashboard",
    analytics: "/admin/analytics",
    "analytics-campaigns": "/admin/analytics/campaigns",
    "appointments-list": "/admin?kind=appointments",
    "talent-requests": "/admin?kind=talent-requests",
    lead: lead ?? "",
    board: "/admin/board",
    contacts: "/admin/contacts",
    contact: contact ?? "",
    search: "/admin/search?q=Long%20Name",
    settings: "/admin/settings",
    tokens: "/admin/tokens",
    calendar: "/admin/appointments",
    outbox: "/admin/outbox",
    "outbox-message": message ?? "",
    webhooks: "/admin/webhooks",
    "personal-data": "/admin/personal-data",
    audit: "/admin/audit",
    account: "/admin/account",
  };

  for (const [name, target] of Object.entries(pages)) {
    await page.goto(site.server.url + target);
    expect(await widths(page), name).toEqual({ page: 1280, viewport: 1280, tooWide: [] });
    await page.screenshot({ path: path.join(projectRoot, `screenshots/admin-${name}-1280.png`), fullPage: true });
  }
  // The appointments list shows its last column, the status, inside the window.
  await page.goto(`${site.server.url}/admin?kind=appointments`);
  const status = await page.locator("main thead th").last().boundingBox();
  expect(status && status.x + status.width).toBeLessThanOrEqual(1280);
  // An email's page: its preview is in the first screen, showing the message.
  await page.goto(site.server.url + pages["outbox-message"]);
  const preview = await page.getByTitle("The email's HTML version").boundingBox();
  expect(preview && preview.y).toBeLessThan(400);
  expect(
    await page
      .frameLocator("iframe")
      .getByText(/confirm/i)
      .first()
      .isVisible(),
  ).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  const nav = page.getByRole("navigation", { name: "Admin" });
  for (const [name, target] of Object.entries(pages)) {
    await page.goto(site.server.url + target);
    const measured = await widths(page);
    expect(measured.page, name).toBeLessThanOrEqual(measured.viewport);
    // The page's title is in the first screen, the navigation out of the way.
    const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
    expect(heading && heading.y, name).toBeLessThan(200);
    expect(await nav.isVisible(), name).toBe(false);
    await page.screenshot({ path: path.join(projectRoot, `screenshots/admin-${name}-390.png`), fullPage: true });
  }

  // The menu button opens the navigation (no script on admin pages: a <details> does it).
  const menu = page.locator("summary", { hasText: "Menu" });
  expect(await menu.isVisible()).toBe(true);
  await menu.click();
  await nav.waitFor();
  await page.screenshot({ path: path.join(projectRoot, "screenshots/admin-menu-open-390.png") });
  await nav.getByRole("link", { name: /^Talent requests/ }).click();
  await page.waitForURL(`${site.server.url}/admin?kind=talent-requests`);
  expect(await nav.isVisible()).toBe(false);
  expect(await page.evaluate(() => document.scripts.length)).toBe(0);
  expect(problems).toEqual([]);
}, 120_000);
