import { expect, test } from "vitest";
import { openAsVisitor } from "#tests/support/e2e-forms";
import { openOnSlowPhone, scrollThrough } from "#tests/support/e2e-pages";
import { useSite } from "#tests/support/site";

/**
 * What holds for every page of the content issue: nothing is fetched from another host while the
 * page loads and is read to its end; every press works from the first click, also on a slow phone
 * before the code has arrived; and a same-page link never loses a section still waiting for its code.
 */

const site = useSite();
const contentPages = [
  "/ai-talent-deployment",
  "/case-study-int",
  "/case-study-magic-edtech",
  "/shared-future",
  "/gcc-panel",
];

test.each(contentPages)("%s requests nothing from another host, at 1280 and 390 px, read to the end", async (path) => {
  for (const width of [1280, 390]) {
    const visitor = await openAsVisitor(site, path, { width });
    const elsewhere: Array<string> = [];
    const origin = new URL(site.server.url).origin;
    const record = (url: string) => {
      if (!url.startsWith("data:") && new URL(url).origin !== origin) elsewhere.push(url);
    };
    visitor.page.on("request", (request) => record(request.url()));
    // Requests made before the listener existed: the document's own resources.
    const loaded = await visitor.page.evaluate(() =>
      performance.getEntriesByType("resource").map((entry) => entry.name),
    );
    loaded.forEach(record);
    await scrollThrough(visitor.page);
    await visitor.page.waitForLoadState("networkidle");
    expect(elsewhere, `${path} at ${width}px`).toEqual([]);
    expect(visitor.problems).toEqual([]);
  }
});

test("early presses: 'Find AI Experts Now' opens the talent request, three 'Next Stage' reach 'Process Complete'", async () => {
  let page = await openOnSlowPhone(site, "/ai-talent-deployment");
  await page.getByRole("button", { name: "Find AI Experts Now" }).click();
  await page.getByRole("dialog").getByRole("heading", { name: "Find your AI experts" }).waitFor({ timeout: 15_000 });

  page = await openOnSlowPhone(site, "/ai-talent-deployment");
  const workflow = page.locator("#ai-workflow");
  await workflow.scrollIntoViewIfNeeded();
  const next = workflow.getByRole("button", { name: /^(Next Stage|Process Complete)$/ });
  for (let press = 0; press < 3; press += 1) await next.click();
  await expect.poll(() => next.textContent(), { timeout: 15_000 }).toBe("Process Complete");
});

test("early presses: 'Request a Demo' on a case study and 'Submit Your Questions' on the panel page open their dialogs", async () => {
  let page = await openOnSlowPhone(site, "/case-study-int", 390);
  const demo = page.locator("main").getByRole("button", { name: "Request a Demo" });
  await demo.scrollIntoViewIfNeeded();
  await demo.click();
  await page.getByRole("dialog").getByText("Step 1 of 3").waitFor({ timeout: 15_000 });

  page = await openOnSlowPhone(site, "/gcc-panel");
  await page.getByRole("button", { name: "Submit Your Questions" }).first().click();
  await page.getByRole("dialog").getByRole("heading", { name: "Submit Your Questions" }).waitFor({ timeout: 15_000 });
});

test("a same-page link before the sections below have loaded keeps them, on /blog and /shared-future", async () => {
  for (const [path, link, target] of [
    ["/blog", "Get new articles by email", "#newsletter"],
    ["/shared-future", "Join Our Community", "#join-the-group"],
  ] as const) {
    const visitor = await openAsVisitor(site, path);
    const { page } = visitor;
    const sections = () => page.locator("main section").count();
    const before = await sections();
    await page.getByRole("link", { name: link }).first().click();
    await page.waitForURL(`${site.server.url}${path}${target}`);
    await page.waitForFunction(
      () => document.querySelectorAll("main [data-island]:not([data-island-ready])").length === 0,
    );
    expect(await sections(), path).toBe(before);
    await expect
      .poll(() => page.locator(target).evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(120);
    expect(visitor.problems).toEqual([]);
  }
});
