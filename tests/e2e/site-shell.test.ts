import { expect, test } from "vitest";
import { publicPages } from "#app/content/routes-meta";
import type { Page } from "playwright-core";
import { nextFrames } from "#tests/support/browser";
import { pixelAt, pixelBehind } from "#tests/support/pixels";
import { useSite } from "#tests/support/site";

const site = useSite();

/** A spot of the header with no text at any width: its top-right corner, inside the side padding. */
const corner = (page: Page) => ({ x: (page.viewportSize()?.width ?? 1280) - 3, y: 2 });

async function headerScrolled(page: Page): Promise<string | null> {
  return page.locator("header").getAttribute("data-scrolled");
}

test("the header turns solid after 150 px on the home page (which has a hero banner)", async () => {
  const { page } = await site.open("/");
  const header = page.locator("header");
  const { x, y } = corner(page);
  expect(await headerScrolled(page)).toBe("false");
  // At the top the header is see-through: the visitor sees the banner behind it.
  expect(await pixelAt(page, x, y)).toEqual(await pixelBehind(page, header, x, y));
  await page.evaluate(() => window.scrollTo(0, 120));
  // Two frames: the scroll has been handled and drawn.
  await nextFrames(page);
  expect(await headerScrolled(page)).toBe("false");
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => headerScrolled(page)).toBe("true");
  // Then a white bar (the background fades in over 300 ms), whatever scrolls beneath it.
  await expect.poll(async () => Math.min(...(await pixelAt(page, x, y)))).toBeGreaterThan(225);
  // The blur of what passes beneath cannot be told apart in a screenshot; here the style is the behaviour.
  expect(await header.evaluate((el) => getComputedStyle(el).backdropFilter)).toContain("blur");
});

test("on a page without a hero banner the header turns solid after 50 px", async () => {
  const { page } = await site.open("/privacy-policy");
  await page.evaluate(() => window.scrollTo(0, 40));
  await nextFrames(page);
  expect(await headerScrolled(page)).toBe("false");
  await page.evaluate(() => window.scrollTo(0, 80));
  await expect.poll(() => headerScrolled(page)).toBe("true");
});

test("the mobile menu lists the services, the demo blurb and Request Demo, and closes on a click outside", async () => {
  const { page } = await site.open("/", { width: 390, height: 844 });
  await page.locator("header").getByRole("button", { name: "Services", exact: true }).waitFor({ state: "hidden" });
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog");
  await menu.waitFor();
  for (const label of ["Core Offerings", "Skills Network", "Industries", "AI Talent"]) {
    await menu.getByRole("button", { name: label }).waitFor();
  }
  await menu.getByText("Services", { exact: true }).waitFor();
  await menu.getByRole("button", { name: "Request Demo" }).waitFor();
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
});

test("Request Demo in the header opens the appointment dialog", async () => {
  const { page } = await site.open("/");
  await page.locator("header").getByRole("button", { name: "Request Demo" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  await dialog.getByText("Schedule an Appointment").waitFor();
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
});

test("/ with a hash scrolls to that section", async () => {
  const { page } = await site.open("/#industries");
  await expect
    .poll(() => page.locator("#industries").evaluate((el) => Math.abs(el.getBoundingClientRect().top)), {
      timeout: 5000,
    })
    .toBeLessThan(120);
});

test("a section link on another page goes home and scrolls to the section", async () => {
  const { page } = await site.open("/blog");
  await page.locator("header").getByRole("button", { name: "Skills Network" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect
    .poll(() => page.locator("#skill-network").evaluate((el) => Math.abs(el.getBoundingClientRect().top)), {
      timeout: 8000,
    })
    .toBeLessThan(120);
});

test("an unknown path answers 404 with the not-found page and a way home", async () => {
  // Chromium reports the 404 document itself as a failed resource; nothing else may fail.
  const { page } = await site.open("/", { expectProblems: [404] });
  const response = await page.goto(`${site.server.url}/no-such-page`);
  expect(response?.status()).toBe(404);
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("404 Page Not Found");
  await page.getByText("does not exist or has been moved").waitFor();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await page.waitForURL((url) => url.pathname === "/");
});

test("legal pages load their text on demand, showing a pulsing Loading meanwhile", async () => {
  const { page } = await site.open("/");
  // Two chunks are named after the page: first the page's own code (which shows the Loading),
  // then the policy's text. Hold back the text until the test has seen the loading state.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let chunks = 0;
  await page.route(/\/assets\/privacy-policy-[^/]*\.js$/, async (route) => {
    chunks += 1;
    if (chunks > 1) await released;
    await route.continue();
  });
  // The footer is an island: once the visitor has scrolled to it, its links navigate in the page
  // (before that, a click is an ordinary page load, which shows the whole text at once).
  await page.locator("footer").scrollIntoViewIfNeeded();
  await page.locator('[data-island="site-footer"][data-island-ready]').waitFor({ state: "attached" });
  await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).first().click();
  const loading = page.getByText("Loading", { exact: true });
  await loading.waitFor({ timeout: 5000 });
  // It pulses: the text fades while the visitor waits.
  await expect.poll(() => loading.evaluate((el) => Number(getComputedStyle(el).opacity))).toBeLessThan(0.9);
  release();
  await page.getByRole("heading", { level: 2 }).first().waitFor();
  await loading.waitFor({ state: "detached" });
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Privacy Policy");
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

// That every public page hydrates and is read to its end in Chromium without a console error is
// tests/reliability/pages.test.ts's; here, what each route serves in its head.
test("every public route is served with a title of its own, its canonical URL and social tags", async () => {
  const heads = await Promise.all(
    publicPages.map(async ({ path }) => {
      const html = await (await fetch(site.server.url + path)).text();
      const canonical = /<link[^>]*rel="canonical"[^>]*>/.exec(html)?.[0] ?? "";
      return {
        path,
        title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "",
        canonical: /href="([^"]*)"/.exec(canonical)?.[1] ?? "",
        ogTitles: html.match(/<meta[^>]*property="og:title"/g)?.length ?? 0,
        twitterCards: html.match(/<meta[^>]*name="twitter:card"/g)?.length ?? 0,
      };
    }),
  );
  for (const { path, title, canonical, ogTitles, twitterCards } of heads) {
    expect(title.length, path).toBeGreaterThan(5);
    expect(canonical, path).toMatch(new RegExp(`${path === "/" ? "/$" : `${path}$`}`));
    expect(ogTitles, path).toBe(1);
    expect(twitterCards, path).toBe(1);
  }
  expect(new Set(heads.map(({ title }) => title)).size).toBe(publicPages.length);
});
