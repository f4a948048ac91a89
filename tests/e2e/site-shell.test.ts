import { expect, test } from "vitest";
import { publicPages } from "#app/content/routes-meta";
import { useSite } from "#tests/support/site";

const site = useSite();

/** A computed colour as [r, g, b, alpha 0-255], whatever CSS colour space the browser reports. */
function rgba(page: import("playwright-core").Locator, property: "color" | "backgroundColor") {
  return page.evaluate((el, prop) => {
    const ctx = document.createElement("canvas").getContext("2d");
    if (!ctx) throw new Error("no canvas");
    ctx.fillStyle = getComputedStyle(el)[prop];
    ctx.fillRect(0, 0, 1, 1);
    return Array.from(ctx.getImageData(0, 0, 1, 1).data);
  }, property);
}

async function headerScrolled(page: import("playwright-core").Page): Promise<string | null> {
  return page.locator("header").getAttribute("data-scrolled");
}

test("the header turns solid after 150 px on the home page (which has a hero banner)", async () => {
  const { page, problems, context } = await site.open("/");
  expect(await headerScrolled(page)).toBe("false");
  expect((await rgba(page.locator("header"), "backgroundColor"))[3]).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 120));
  await page.waitForTimeout(100);
  expect(await headerScrolled(page)).toBe("false");
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => headerScrolled(page)).toBe("true");
  await page.waitForTimeout(400);
  const [r, g, b, alpha] = await rgba(page.locator("header"), "backgroundColor");
  expect([r, g, b]).toEqual([255, 255, 255]);
  expect(alpha).toBeGreaterThan(200);
  expect(await page.locator("header").evaluate((el) => getComputedStyle(el).backdropFilter)).toContain("blur");
  expect(problems).toEqual([]);
  await context.close();
});

test("on a page without a hero banner the header turns solid after 50 px", async () => {
  const { page, problems, context } = await site.open("/privacy-policy");
  await page.evaluate(() => window.scrollTo(0, 40));
  await page.waitForTimeout(100);
  expect(await headerScrolled(page)).toBe("false");
  await page.evaluate(() => window.scrollTo(0, 80));
  await expect.poll(() => headerScrolled(page)).toBe("true");
  expect(problems).toEqual([]);
  await context.close();
});

test("the mobile menu lists the services, the demo blurb and Request Demo, and closes on a click outside", async () => {
  const { page, problems, context } = await site.open("/", { width: 390, height: 844 });
  await expect
    .poll(() => page.locator("header").getByRole("button", { name: "Services", exact: true }).isVisible())
    .toBe(false);
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog");
  await menu.waitFor();
  for (const label of ["Core Offerings", "Skills Network", "Industries", "AI Talent"]) {
    expect(await menu.getByRole("button", { name: label }).isVisible()).toBe(true);
  }
  expect(await menu.getByText("Services", { exact: true }).isVisible()).toBe(true);
  expect(await menu.getByRole("button", { name: "Request Demo" }).isVisible()).toBe(true);
  await page.mouse.click(20, 400);
  await menu.waitFor({ state: "detached" });
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Industries" }).click();
  await page.getByRole("dialog").waitFor({ state: "detached" });
  await expect
    .poll(() => page.locator("#industries").evaluate((el) => Math.abs(el.getBoundingClientRect().top)), {
      timeout: 5000,
    })
    .toBeLessThan(120);
  expect(problems).toEqual([]);
  await context.close();
});

test("Request Demo in the header opens the appointment dialog", async () => {
  const { page, problems, context } = await site.open("/");
  await page.locator("header").getByRole("button", { name: "Request Demo" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  expect(await dialog.getByText("Schedule an Appointment").isVisible()).toBe(true);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  expect(problems).toEqual([]);
  await context.close();
});

test("/ with a hash scrolls to that section", async () => {
  const { page, problems, context } = await site.open("/#industries");
  await expect
    .poll(() => page.locator("#industries").evaluate((el) => Math.abs(el.getBoundingClientRect().top)), {
      timeout: 5000,
    })
    .toBeLessThan(120);
  expect(problems).toEqual([]);
  await context.close();
});

test("a section link on another page goes home and scrolls to the section", async () => {
  const { page, problems, context } = await site.open("/blog");
  await page.locator("header").getByRole("button", { name: "Skills Network" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect
    .poll(() => page.locator("#skill-network").evaluate((el) => Math.abs(el.getBoundingClientRect().top)), {
      timeout: 8000,
    })
    .toBeLessThan(120);
  expect(problems).toEqual([]);
  await context.close();
});

test("an unknown path answers 404 with the not-found page and a way home", async () => {
  const { page, problems, context } = await site.open("/");
  const response = await page.goto(`${site.server.url}/no-such-page`);
  expect(response?.status()).toBe(404);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("404 Page Not Found");
  expect(await page.getByText("does not exist or has been moved").isVisible()).toBe(true);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  // Chromium reports the 404 document itself as a failed resource; nothing else may fail.
  expect(problems.filter((p) => !p.includes("status of 404"))).toEqual([]);
  await context.close();
});

test("legal pages load their text on demand, showing a pulsing Loading meanwhile", async () => {
  const { page, problems, context } = await site.open("/");
  // Hold back the policy's code so the loading state stays visible long enough to see.
  await page.route(/\/assets\/privacy-policy-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  // The footer is an island: once the visitor has scrolled to it, its links navigate in the page
  // (before that, a click is an ordinary page load, which shows the whole text at once).
  await page.locator("footer").scrollIntoViewIfNeeded();
  await page.locator('[data-island="site-footer"][data-island-ready]').waitFor({ state: "attached" });
  await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).first().click();
  const loading = page.getByText("Loading", { exact: true });
  await loading.waitFor({ timeout: 5000 });
  expect(await loading.getAttribute("class")).toContain("animate-pulse");
  await page.getByRole("heading", { level: 2 }).first().waitFor();
  await loading.waitFor({ state: "detached" });
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Privacy Policy");
  expect(problems).toEqual([]);
  await context.close();
});

test.each([
  ["/privacy-policy", "Privacy Policy"],
  ["/terms-of-service", "Terms of Service"],
  ["/cookie-policy", "Cookie Policy"],
  ["/gdpr-compliance", "GDPR Compliance"],
])("%s is served with its whole text in the HTML", async (path, title) => {
  const response = await fetch(site.server.url + path);
  const html = await response.text();
  expect(response.status).toBe(200);
  expect(html).toContain(`<h1`);
  expect(html).toContain(title);
  expect(html.length).toBeGreaterThan(8000);
  if (path === "/cookie-policy") expect(html).toContain("cookie-consent");
  if (path === "/gdpr-compliance") expect(html).toMatch(/right to erasure|erasure/i);
});

test("every public route renders without console or page errors, with its own title and canonical URL", async () => {
  const titles = new Set<string>();
  for (const { path } of publicPages) {
    const { page, problems, context } = await site.open(path);
    await page.waitForLoadState("networkidle");
    const title = await page.title();
    expect(title.length).toBeGreaterThan(5);
    titles.add(title);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(
      new RegExp(`${path === "/" ? "/$" : `${path}$`}`),
    );
    expect(await page.locator('meta[property="og:title"]').count()).toBe(1);
    expect(await page.locator('meta[name="twitter:card"]').count()).toBe(1);
    expect(problems, path).toEqual([]);
    await context.close();
  }
  expect(titles.size).toBe(publicPages.length);
});
