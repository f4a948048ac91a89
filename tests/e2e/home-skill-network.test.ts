import { expect, test } from "vitest";
import type { Locator, Page } from "playwright-core";
import { useSite } from "#tests/support/site";
import { nextFrames, openPage } from "#tests/support/browser";
import { openAsVisitor } from "#tests/support/e2e-forms";

const site = useSite();

type Positions = Record<string, [number, number]>;

const section = (page: Page) => page.locator("#skill-network");
const canvasOf = (page: Page) => section(page).locator("canvas");
const sidebarSkill = (page: Page, name: string) =>
  section(page)
    .getByRole("list", { name: /skills/i })
    .getByRole("button", { name, exact: true });
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

test("clicking a graph node selects it and shows its card with the demand figures; a related chip selects another skill", async () => {
  // At rest at once (reduced motion): the nodes are where they settle for every visitor.
  const { page, canvas } = await openGraph({ reducedMotion: true });
  expect(await canvas.getAttribute("role")).toBe("img");
  expect(await canvas.getAttribute("aria-label")).toMatch(/Skills network: 27 AI skills in 5 groups/);
  const help = await page.locator(`[id="${await canvas.getAttribute("aria-describedby")}"]`).textContent();
  expect(help).toMatch(/Click a skill for details, drag it/);

  const llm = await nodeOnScreen(canvas, "llm");
  await page.mouse.click(llm.x, llm.y);
  await expect.poll(() => cardHeading(page).textContent()).toBe("Large Language Models");
  const card = section(page).locator("#skill-detail");
  const cardText = await card.textContent();
  for (const figure of ["+178.2%", "12850", "$150K-$250K", "Very High", "Rising"]) expect(cardText).toContain(figure);
  await expect.poll(() => sidebarSkill(page, "Large Language Models").getAttribute("aria-pressed")).toBe("true");

  await card.getByRole("button", { name: "Python", exact: true }).click();
  await expect.poll(() => cardHeading(page).textContent()).toBe("Python");
  await expect.poll(() => card.textContent()).toContain("+43.2%");
  expect(await card.textContent()).toContain("$110K-$180K");
  await expect.poll(() => sidebarSkill(page, "Python").getAttribute("aria-pressed")).toBe("true");
  await expect.poll(() => sidebarSkill(page, "Large Language Models").getAttribute("aria-pressed")).toBe("false");

  // A skill without market figures shows its description and related skills only.
  await card.getByRole("button", { name: "TensorFlow", exact: true }).click();
  await expect.poll(() => cardHeading(page).textContent()).toBe("TensorFlow");
  expect(await card.textContent()).not.toContain("Market demand");
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
  await settledPositions(canvas);
  // A drag is not a click: the card still invites a choice.
  expect(await cardHeading(page).textContent()).toBe("Pick a skill to explore");
});

test("the Learning Pathways panel opens with the three pathways, its steps select skills, and it closes", async () => {
  const { page } = await openGraph();
  const toggle = section(page).getByRole("button", { name: "Learning Pathways", exact: true });
  const panel = section(page).locator("#skill-pathways");
  expect(await toggle.getAttribute("aria-expanded")).toBe("false");
  await panel.waitFor({ state: "hidden" });

  await toggle.click();
  await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
  await panel.waitFor();
  const tabs = panel.getByRole("tab");
  expect(await tabs.allTextContents()).toEqual([
    "LLM Applications Developer10-14 months",
    "MLOps Engineer12-16 months",
    "Computer Vision Specialist9-15 months",
  ]);
  expect(await tabs.first().getAttribute("aria-selected")).toBe("true");

  await panel.getByRole("tab", { name: /MLOps Engineer/ }).click();
  await expect
    .poll(() => panel.getByRole("tab", { name: /MLOps Engineer/ }).getAttribute("aria-selected"))
    .toBe("true");
  await page.keyboard.press("ArrowDown");
  await expect
    .poll(() => panel.getByRole("tab", { name: /Computer Vision Specialist/ }).getAttribute("aria-selected"))
    .toBe("true");
  await page.keyboard.press("ArrowUp");
  await panel
    .getByRole("tabpanel")
    .getByRole("button", { name: /^MLOps\s*Owns registries/ })
    .click();
  await expect.poll(() => cardHeading(page).textContent()).toBe("MLOps");
  const cardText = await section(page).locator("#skill-detail").textContent();
  for (const figure of ["+124.5%", "9850", "$130K-$210K"]) expect(cardText).toContain(figure);

  await panel.getByRole("button", { name: "Close learning pathways" }).click();
  await panel.waitFor({ state: "hidden" });
  expect(await toggle.getAttribute("aria-expanded")).toBe("false");
  await toggle.click();
  await panel.waitFor();
  await toggle.click();
  await panel.waitFor({ state: "hidden" });
});

test("every skill can be chosen from the keyboard through the list, and a category filters it", async () => {
  const { page } = await openGraph();
  const skills = section(page).getByRole("list", { name: "Skills" }).getByRole("button");
  expect(await skills.count()).toBe(27);

  await sidebarSkill(page, "Large Language Models").focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect.poll(() => cardHeading(page).textContent()).toBe("Prompt Engineering");
  await expect.poll(() => sidebarSkill(page, "Prompt Engineering").getAttribute("aria-pressed")).toBe("true");

  const infrastructure = section(page).getByRole("button", { name: /^Infrastructure/ });
  await infrastructure.focus();
  await page.keyboard.press("Space");
  await expect.poll(() => infrastructure.getAttribute("aria-pressed")).toBe("true");
  const filtered = section(page).getByRole("list", { name: "Infrastructure skills" }).getByRole("button");
  await expect
    .poll(() => filtered.allTextContents())
    .toEqual(["MLOps", "Cloud Platforms", "Docker & Kubernetes", "GPU Computing"]);
  await filtered.first().focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => cardHeading(page).textContent()).toBe("MLOps");
  await expect.poll(() => section(page).locator("#skill-detail").textContent()).toContain("+124.5%");

  // A related chip moves focus to the new card's heading rather than losing it.
  await section(page).locator("#skill-detail").getByRole("button", { name: "Cloud Platforms", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => cardHeading(page).textContent()).toBe("Cloud Platforms");
  await page.waitForFunction(() => document.activeElement?.matches("#skill-detail h3"));
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

test("at 390 px the explorer stacks the list, the canvas and the card, without sideways scrolling", async () => {
  const { page, canvas } = await openGraph({ width: 390, reducedMotion: true });
  const skillList = await section(page).getByRole("list", { name: "Skills" }).boundingBox();
  const canvasBox = await canvas.boundingBox();
  const card = await section(page).locator("#skill-detail").boundingBox();
  if (!skillList || !canvasBox || !card) throw new Error("the list, the canvas or the card is not shown");
  expect(skillList.y + skillList.height).toBeLessThanOrEqual(canvasBox.y);
  expect(canvasBox.y + canvasBox.height).toBeLessThanOrEqual(card.y);
  expect(canvasBox.height).toBe(600);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Tapping a node (a touch on empty canvas would scroll the page) selects it too.
  const python = await nodeOnScreen(canvas, "python");
  await page.mouse.click(python.x, python.y);
  await expect.poll(() => cardHeading(page).textContent()).toBe("Python");
});
