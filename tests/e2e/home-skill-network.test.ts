import { expect, test } from "vitest";
import type { Locator, Page } from "playwright-core";
import { useSite } from "#tests/support/site";
import { nextFrames, openPage } from "#tests/support/browser";
import { openAsVisitor } from "#tests/support/e2e-forms";

// The explorer on the built home page: its code loaded only near the section, dragging and settling
// on the page's clock, pausing off screen, reduced motion, the pixel density. What happens inside it
// (the card, the list, the categories, the learning pathways, the phone layout) is in
// app/modules/site/tests/skill-network.component.test.tsx.

const site = useSite();

type Positions = Record<string, [number, number]>;

const section = (page: Page) => page.locator("#skill-network");
const canvasOf = (page: Page) => section(page).locator("canvas");
const cardHeading = (page: Page) => section(page).locator("#skill-detail h3");

/** Scrolls to the section, then centres the canvas (600 px high) below the fixed header. */
async function scrollToGraph(page: Page): Promise<Locator> {
  await section(page).scrollIntoViewIfNeeded();
  const canvas = canvasOf(page);
  await canvas.waitFor();
  await canvas.evaluate((element) => element.scrollIntoView({ block: "center" }));
  return canvas;
}

async function openGraph(options: { width?: number; reducedMotion?: boolean; clock?: "running" } = {}) {
  const visitor = await openAsVisitor(site, "/", options);
  const canvas = await scrollToGraph(visitor.page);
  return { ...visitor, canvas };
}

async function settledPositions(canvas: Locator): Promise<Positions> {
  await canvas.page().locator('#skill-network canvas[data-state="settled"]').waitFor({ timeout: 20_000 });
  return JSON.parse((await canvas.getAttribute("data-positions")) ?? "{}") as Positions;
}

/** A node's place on the canvas in `positions`. */
function where(positions: Positions, id: string): [number, number] {
  const at = positions[id];
  if (!at) throw new Error(`no position for ${id}`);
  return at;
}

/** Where a node is on the screen, from the positions the canvas publishes when at rest. */
async function nodeOnScreen(canvas: Locator, id: string, positions?: Positions): Promise<{ x: number; y: number }> {
  const at = (positions ?? (await settledPositions(canvas)))[id];
  const box = await canvas.boundingBox();
  if (!at || !box) throw new Error(`no position for ${id}`);
  return { x: box.x + at[0], y: box.y + at[1] };
}

test("the prerendered page carries the heading and intro but not the graph, which loads near the section without moving anything", async () => {
  const html = await (await fetch(`${site.server.url}/`)).text();
  expect(html).toContain('id="skill-network"');
  expect(html).toContain("Explore the AI skills network");
  expect(html).toMatch(/Twenty-seven skills our engineers are screened for/);
  expect(html).not.toMatch(/skill-network-explorer[^"]*\.js/);

  for (const width of [1280, 390]) {
    const { page, releaseScripts } = await openAsVisitor(site, "/", {
      width,
      holdScripts: /skill-network-explorer/,
    });
    const requested: Array<string> = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.waitForLoadState("load");
    expect(
      requested.filter((url) => url.includes("skill-network-explorer")),
      "graph code before scrolling",
    ).toEqual([]);
    // The visitor scrolls down to the section; sections on the way are drawn as they pass (and may
    // grow), so the visitor keeps scrolling until it is on screen.
    await expect
      .poll(
        async () => {
          await section(page).scrollIntoViewIfNeeded();
          return requested.some((url) => url.includes("skill-network-explorer"));
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    const before = await section(page).boundingBox();
    await releaseScripts();
    await canvasOf(page).waitFor();
    const after = await section(page).boundingBox();
    expect(after?.height, `section height at ${width} px`).toBe(before?.height);
  }
});

test("dragging a node moves it, and the network settles again around it", async () => {
  // Drawn at rest at once (reduced motion), then with motion on, as most visitors have it: the
  // drag below is the first movement, without waiting for the opening layout to settle.
  const { page, canvas } = await openGraph({ reducedMotion: true, clock: "running" });
  const before = await settledPositions(canvas);
  await page.emulateMedia({ reducedMotion: "no-preference" });
  const start = await nodeOnScreen(canvas, "python", before);
  const box = await canvas.boundingBox();
  if (!box) throw new Error("no canvas box");
  const drop = { x: box.x + box.width - 90, y: box.y + 90 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(drop.x, drop.y, { steps: 20 });
  // Held there for half a second of the page's frames.
  await page.clock.runFor(500);
  await page.mouse.up();
  const dropped = JSON.parse((await canvas.getAttribute("data-positions")) ?? "{}") as Positions;
  const [x, y] = where(dropped, "python");
  expect(Math.hypot(box.x + x - drop.x, box.y + y - drop.y)).toBeLessThan(2);
  // Its linked skills were pulled along while it was held.
  const pulled = (id: string) => {
    const [fromX, fromY] = where(before, id);
    const [toX, toY] = where(dropped, id);
    return Math.hypot(toX - fromX, toY - fromY);
  };
  expect(Math.max(pulled("ml"), pulled("pytorch"), pulled("apis"))).toBeGreaterThan(5);
  expect(await canvas.getAttribute("data-state")).toBe("running");
  // The page's clock jumps over the settling (at most 720 frames) instead of waiting for it.
  await page.clock.runFor(15_000);
  await settledPositions(canvas);
  // A drag is not a click: the card still invites a choice.
  expect(await cardHeading(page).textContent()).toBe("Pick a skill to explore");
});

// The frame rate while settling is a budget that `npm run bench:skill-graph` measures: budgets are checked by
// benchmark scripts that print figures, never by timed tests (docs/architecture.md#budgets).
test("the animation pauses off screen and finishes when the section is back", async () => {
  const { page } = await openAsVisitor(site, "/", { clock: "running" });
  await section(page).scrollIntoViewIfNeeded();
  await page.locator('#skill-network canvas[data-state="running"]').waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await nextFrames(page);
  // 15 s of the page's frames, more than the layout ever takes to come to rest (720 frames at
  // most): off screen it has not moved on at all.
  await page.clock.runFor(15_000);
  expect(await canvasOf(page).getAttribute("data-state")).toBe("running");
  await scrollToGraph(page);
  await settledPositions(canvasOf(page));
});

test("with reduced motion the network is drawn at rest at once, and a dragged node stays where it is dropped", async () => {
  const { page, canvas } = await openGraph({ reducedMotion: true });
  // At rest from the first frame: never "running" on the way.
  await expect.poll(() => canvas.getAttribute("data-state")).not.toBeNull();
  expect(await canvas.getAttribute("data-state")).toBe("settled");
  const before = await settledPositions(canvas);
  const start = await nodeOnScreen(canvas, "mlops", before);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 40, start.y + 30, { steps: 5 });
  await page.mouse.up();
  const after = await settledPositions(canvas);
  const [fromX, fromY] = where(before, "mlops");
  const [toX, toY] = where(after, "mlops");
  expect(Math.abs(toX - (fromX + 40))).toBeLessThan(1.5);
  expect(Math.abs(toY - (fromY + 30))).toBeLessThan(1.5);
  expect(after.python).toEqual(before.python);
});

test("the canvas draws at the screen's pixel density", async () => {
  const { page } = await openPage(site.browser, { deviceScaleFactor: 2, cookieConsent: "all" });
  await page.goto(`${site.server.url}/`);
  const canvas = await scrollToGraph(page);
  await page.waitForFunction(() => {
    const element = document.querySelector<HTMLCanvasElement>("#skill-network canvas");
    return element !== null && element.width === element.clientWidth * 2;
  });
  expect(await canvas.evaluate((element: HTMLCanvasElement) => [element.height, element.clientHeight])).toEqual([
    1200, 600,
  ]);
});
