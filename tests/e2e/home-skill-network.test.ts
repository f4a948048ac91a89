import { expect, test } from "vitest";
import type { Locator, Page } from "playwright-core";
import { useSite } from "#tests/support/site";
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

async function openGraph(options: { width?: number; reducedMotion?: boolean } = {}) {
  const visitor = await openAsVisitor(site, "/", options);
  const canvas = await scrollToGraph(visitor.page);
  return { ...visitor, canvas };
}

async function settledPositions(canvas: Locator): Promise<Positions> {
  await canvas.page().locator('#skill-network canvas[data-state="settled"]').waitFor({ timeout: 20_000 });
  return JSON.parse((await canvas.getAttribute("data-positions")) ?? "{}") as Positions;
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
    const { page, problems, context, releaseScripts } = await openAsVisitor(site, "/", {
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
    await section(page).scrollIntoViewIfNeeded();
    await expect
      .poll(() => requested.some((url) => url.includes("skill-network-explorer")), { timeout: 10_000 })
      .toBe(true);
    const before = await section(page).boundingBox();
    await releaseScripts();
    await canvasOf(page).waitFor();
    const after = await section(page).boundingBox();
    expect(after?.height, `section height at ${width} px`).toBe(before?.height);
    expect(problems).toEqual([]);
    await context.close();
  }
});

test("clicking a graph node selects it and shows its card with the demand figures; a related chip selects another skill", async () => {
  const { page, problems, canvas, context } = await openGraph();
  expect(await canvas.getAttribute("role")).toBe("img");
  expect(await canvas.getAttribute("aria-label")).toMatch(/Skills network: 27 AI skills in 5 groups/);
  const help = await page.locator(`[id="${await canvas.getAttribute("aria-describedby")}"]`).textContent();
  expect(help).toMatch(/Click a skill for details, drag it/);

  const llm = await nodeOnScreen(canvas, "llm");
  await page.mouse.click(llm.x, llm.y);
  expect(await cardHeading(page).textContent()).toBe("Large Language Models");
  const card = section(page).locator("#skill-detail");
  const cardText = await card.textContent();
  for (const figure of ["+178.2%", "12850", "$150K-$250K", "Very High", "Rising"]) expect(cardText).toContain(figure);
  expect(await sidebarSkill(page, "Large Language Models").getAttribute("aria-pressed")).toBe("true");

  await card.getByRole("button", { name: "Python", exact: true }).click();
  expect(await cardHeading(page).textContent()).toBe("Python");
  expect(await card.textContent()).toContain("+43.2%");
  expect(await card.textContent()).toContain("$110K-$180K");
  expect(await sidebarSkill(page, "Python").getAttribute("aria-pressed")).toBe("true");
  expect(await sidebarSkill(page, "Large Language Models").getAttribute("aria-pressed")).toBe("false");

  // A skill without market figures shows its description and related skills only.
  await card.getByRole("button", { name: "TensorFlow", exact: true }).click();
  expect(await cardHeading(page).textContent()).toBe("TensorFlow");
  expect(await card.textContent()).not.toContain("Market demand");
  expect(problems).toEqual([]);
  await context.close();
});

test("dragging a node moves it, and the network settles again around it", async () => {
  const { page, problems, canvas, context } = await openGraph();
  const before = await settledPositions(canvas);
  const start = await nodeOnScreen(canvas, "python", before);
  const box = await canvas.boundingBox();
  if (!box) throw new Error("no canvas box");
  const drop = { x: box.x + box.width - 90, y: box.y + 90 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(drop.x, drop.y, { steps: 20 });
  await page.waitForTimeout(500);
  await page.mouse.up();
  const dropped = JSON.parse((await canvas.getAttribute("data-positions")) ?? "{}") as Positions;
  expect(Math.hypot(box.x + dropped.python![0] - drop.x, box.y + dropped.python![1] - drop.y)).toBeLessThan(2);
  // Its linked skills were pulled along while it was held.
  const pulled = (id: string) => Math.hypot(dropped[id]![0] - before[id]![0], dropped[id]![1] - before[id]![1]);
  expect(Math.max(pulled("ml"), pulled("pytorch"), pulled("apis"))).toBeGreaterThan(5);
  expect(await canvas.getAttribute("data-state")).toBe("running");
  await settledPositions(canvas);
  // A drag is not a click: the card still invites a choice.
  expect(await cardHeading(page).textContent()).toBe("Pick a skill to explore");
  expect(problems).toEqual([]);
  await context.close();
});

test("the Learning Pathways panel opens with the three pathways, its steps select skills, and it closes", async () => {
  const { page, problems, context } = await openGraph();
  const toggle = section(page).getByRole("button", { name: "Learning Pathways", exact: true });
  const panel = section(page).locator("#skill-pathways");
  expect(await toggle.getAttribute("aria-expanded")).toBe("false");
  expect(await panel.isVisible()).toBe(false);

  await toggle.click();
  expect(await toggle.getAttribute("aria-expanded")).toBe("true");
  expect(await panel.isVisible()).toBe(true);
  const tabs = panel.getByRole("tab");
  expect(await tabs.allTextContents()).toEqual([
    "LLM Applications Developer10-14 months",
    "MLOps Engineer12-16 months",
    "Computer Vision Specialist9-15 months",
  ]);
  expect(await tabs.first().getAttribute("aria-selected")).toBe("true");

  await panel.getByRole("tab", { name: /MLOps Engineer/ }).click();
  expect(await panel.getByRole("tab", { name: /MLOps Engineer/ }).getAttribute("aria-selected")).toBe("true");
  await page.keyboard.press("ArrowDown");
  expect(await panel.getByRole("tab", { name: /Computer Vision Specialist/ }).getAttribute("aria-selected")).toBe(
    "true",
  );
  await page.keyboard.press("ArrowUp");
  await panel
    .getByRole("tabpanel")
    .getByRole("button", { name: /^MLOps\s*Owns registries/ })
    .click();
  expect(await cardHeading(page).textContent()).toBe("MLOps");
  const cardText = await section(page).locator("#skill-detail").textContent();
  for (const figure of ["+124.5%", "9850", "$130K-$210K"]) expect(cardText).toContain(figure);

  await panel.getByRole("button", { name: "Close learning pathways" }).click();
  expect(await panel.isVisible()).toBe(false);
  expect(await toggle.getAttribute("aria-expanded")).toBe("false");
  await toggle.click();
  expect(await panel.isVisible()).toBe(true);
  await toggle.click();
  expect(await panel.isVisible()).toBe(false);
  expect(problems).toEqual([]);
  await context.close();
});

test("every skill can be chosen from the keyboard through the list, and a category filters it", async () => {
  const { page, problems, context } = await openGraph();
  const skills = section(page).getByRole("list", { name: "Skills" }).getByRole("button");
  expect(await skills.count()).toBe(27);

  await sidebarSkill(page, "Large Language Models").focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  expect(await cardHeading(page).textContent()).toBe("Prompt Engineering");
  expect(await sidebarSkill(page, "Prompt Engineering").getAttribute("aria-pressed")).toBe("true");

  const infrastructure = section(page).getByRole("button", { name: /^Infrastructure/ });
  await infrastructure.focus();
  await page.keyboard.press("Space");
  expect(await infrastructure.getAttribute("aria-pressed")).toBe("true");
  const filtered = section(page).getByRole("list", { name: "Infrastructure skills" }).getByRole("button");
  expect(await filtered.allTextContents()).toEqual([
    "MLOps",
    "Cloud Platforms",
    "Docker & Kubernetes",
    "GPU Computing",
  ]);
  await filtered.first().focus();
  await page.keyboard.press("Enter");
  expect(await cardHeading(page).textContent()).toBe("MLOps");
  expect(await section(page).locator("#skill-detail").textContent()).toContain("+124.5%");

  // A related chip moves focus to the new card's heading rather than losing it.
  await section(page).locator("#skill-detail").getByRole("button", { name: "Cloud Platforms", exact: true }).focus();
  await page.keyboard.press("Enter");
  expect(await cardHeading(page).textContent()).toBe("Cloud Platforms");
  await page.waitForFunction(() => document.activeElement?.matches("#skill-detail h3"));
  expect(problems).toEqual([]);
  await context.close();
});

// The frame rate while settling is a budget: `npm run bench:skill-graph` measures it (DESIGN §10: no timed tests).
test("the animation pauses off screen and finishes when the section is back", async () => {
  const { page, problems, context } = await openAsVisitor(site, "/");
  await section(page).scrollIntoViewIfNeeded();
  await page.locator('#skill-network canvas[data-state="running"]').waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(6000);
  expect(await canvasOf(page).getAttribute("data-state")).toBe("running");
  await scrollToGraph(page);
  await settledPositions(canvasOf(page));
  expect(problems).toEqual([]);
  await context.close();
});

test("with reduced motion the network is drawn at rest at once, and a dragged node stays where it is dropped", async () => {
  const { page, problems, canvas, context } = await openGraph({ reducedMotion: true });
  expect(await canvas.getAttribute("data-state")).toBe("settled");
  const before = await settledPositions(canvas);
  const start = await nodeOnScreen(canvas, "mlops", before);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 40, start.y + 30, { steps: 5 });
  await page.mouse.up();
  const after = await settledPositions(canvas);
  expect(Math.abs(after.mlops![0] - (before.mlops![0] + 40))).toBeLessThan(1.5);
  expect(Math.abs(after.mlops![1] - (before.mlops![1] + 30))).toBeLessThan(1.5);
  expect(after.python).toEqual(before.python);
  expect(problems).toEqual([]);
  await context.close();
});

test("the canvas draws at the screen's pixel density", async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 });
  await context.addInitScript(() => window.localStorage.setItem("cookie-consent", "all"));
  const page = await context.newPage();
  await page.goto(`${site.server.url}/`);
  const canvas = await scrollToGraph(page);
  await page.waitForFunction(() => {
    const element = document.querySelector<HTMLCanvasElement>("#skill-network canvas");
    return element !== null && element.width === element.clientWidth * 2;
  });
  expect(await canvas.evaluate((element: HTMLCanvasElement) => [element.height, element.clientHeight])).toEqual([
    1200, 600,
  ]);
  await context.close();
});

test("at 390 px the explorer stacks the list, the canvas and the card, without sideways scrolling", async () => {
  const { page, problems, canvas, context } = await openGraph({ width: 390 });
  const skillList = await section(page).getByRole("list", { name: "Skills" }).boundingBox();
  const canvasBox = await canvas.boundingBox();
  const card = await section(page).locator("#skill-detail").boundingBox();
  expect(skillList && canvasBox && card).toBeTruthy();
  expect(skillList!.y + skillList!.height).toBeLessThanOrEqual(canvasBox!.y);
  expect(canvasBox!.y + canvasBox!.height).toBeLessThanOrEqual(card!.y);
  expect(canvasBox!.height).toBe(600);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Tapping a node (a touch on empty canvas would scroll the page) selects it too.
  const python = await nodeOnScreen(canvas, "python");
  await page.mouse.click(python.x, python.y);
  expect(await cardHeading(page).textContent()).toBe("Python");
  expect(problems).toEqual([]);
  await context.close();
});
