import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { openAsVisitor } from "#tests/support/e2e-forms";
import { expectAppointmentDialog, jsonLdOf, readyIsland } from "#tests/support/e2e-pages";
import { useSite } from "#tests/support/site";

const site = useSite();

async function openStudy(path: string, width = 1280): Promise<Page> {
  const { page } = await openAsVisitor(site, path, { width });
  return page;
}

async function statCards(page: Page): Promise<Array<string>> {
  const hero = await readyIsland(page, "case-study-hero");
  const texts = await hero.getByRole("list", { name: "Results" }).getByRole("listitem").allInnerTexts();
  return texts.map((text) => text.replace(/\s+/g, " "));
}

test("/case-study-int: title, industry, stats, the story's sections and docs/product.md's facts", async () => {
  const page = await openStudy("/case-study-int");
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
    "Eight Specialists in One Day for an IT Outsourcing Company",
  );
  expect(await page.locator("[data-industry]").textContent()).toBe("IT outsourcing");
  expect(await statCards(page)).toEqual(["1 Day Average time to deploy", "8 Talent hired", "6 Partners worked with"]);
  await readyIsland(page, "case-study-story");
  expect(await page.locator("main h2").allTextContents()).toEqual([
    "About",
    "The Challenge",
    "The Solution",
    "Result",
    "What They Say",
    "Start growing",
    "Explore More Case Studies",
  ]);
  const text = (await page.locator("main").textContent()) ?? "";
  expect(text).toContain("Published April 2025");
  expect(text).toContain("3 to 6 months");
});

test("/case-study-magic-edtech: the education client's stats and facts", async () => {
  const page = await openStudy("/case-study-magic-edtech", 390);
  expect(await page.locator("[data-industry]").textContent()).toBe("Education technology");
  expect(await statCards(page)).toEqual([
    "100% Joining ratio (10% before)",
    "1 day Average joining time",
    "8 Partners worked with",
  ]);
  await readyIsland(page, "case-study-story");
  const text = (await page.locator("main").textContent()) ?? "";
  for (const fact of [
    "Published April 2025",
    "about 10%",
    "above 90%",
    "250+ companies across 20 states",
    "single point of contact for 8+ vendors",
    "Tier 2 and Tier 3 cities",
  ]) {
    expect(text, fact).toContain(fact);
  }
});

test("navigation both ways between the two case studies, the retail placeholder, and back home", async () => {
  const page = await openStudy("/case-study-int");
  let next = await readyIsland(page, "case-study-next");
  const cards = next.locator("[data-case-study-card]");
  expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute("href")))).toEqual([
    "/case-study-magic-edtech",
    "/#success-stories",
  ]);
  await next.locator('[data-case-study-card="magic"]').click();
  await page.waitForURL(`${site.server.url}/case-study-magic-edtech`);
  await page.getByRole("heading", { level: 1, name: "A 100% Joining Ratio for an EdTech Leader" }).waitFor();

  next = await readyIsland(page, "case-study-next");
  expect(
    await next.locator("[data-case-study-card]").evaluateAll((els) => els.map((el) => el.getAttribute("href"))),
  ).toEqual(["/case-study-int", "/#success-stories"]);
  await next.locator('[data-case-study-card="int"]').click();
  await page.waitForURL(`${site.server.url}/case-study-int`);
  await page.getByRole("heading", { level: 1, name: /Eight Specialists/ }).waitFor();

  const hero = await readyIsland(page, "case-study-hero");
  await hero.getByRole("link", { name: "Back to Home" }).click();
  await page.waitForURL(`${site.server.url}/`);
  await page.getByRole("heading", { level: 1, name: "Empowering Workforce Flexibility" }).waitFor();
});

test("'Request a Demo' under 'Start growing' opens the appointment dialog", async () => {
  const page = await openStudy("/case-study-magic-edtech");
  const next = await readyIsland(page, "case-study-next");
  await next.getByRole("button", { name: "Request a Demo" }).click();
  await expectAppointmentDialog(page);
});

test("each case study carries its Article JSON-LD, and og:type article", async () => {
  for (const [path, headline] of [
    ["/case-study-int", "Eight Specialists in One Day for an IT Outsourcing Company"],
    ["/case-study-magic-edtech", "A 100% Joining Ratio for an EdTech Leader"],
  ] as const) {
    const html = await (await fetch(site.server.url + path)).text();
    expect(html).toContain('<meta property="og:type" content="article"/>');
    const page = await openStudy(path);
    const article = (await jsonLdOf(page)).find((data) => data["@type"] === "Article");
    expect(article).toMatchObject({
      "@context": "https://schema.org",
      headline,
      datePublished: expect.stringMatching(/^2025-04-\d{2}$/),
      url: `https://www.northwind-talent.example${path}`,
      publisher: { "@type": "Organization", name: "Northwind Talent" },
    });
  }
});
