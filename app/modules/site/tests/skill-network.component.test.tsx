import { afterAll, beforeAll, expect, test } from "vitest";
import { cdp, page, userEvent } from "vitest/browser";
import { SkillNetworkExplorer } from "#app/modules/site/components/skill-graph/skill-network-explorer";
import { renderWithAppointmentDialog } from "#tests/components/render";

// Behaviour inside the skills network's explorer (docs/product.md#home): the card, the list, the
// categories, the learning pathways, the stacked layout on a phone. What needs the built page (the
// code loaded only near the section, dragging and settling on the page's clock, pausing off
// screen, reduced motion, the pixel density) is in tests/e2e/home-skill-network.test.ts.

// Reduced motion: the network is drawn at rest at once, where it settles for every visitor, and no
// animation competes with the test for the machine (how it settles is the browser suite's).
beforeAll(async () => {
  await cdp().send("Emulation.setEmulatedMedia", { features: [{ name: "prefers-reduced-motion", value: "reduce" }] });
});
afterAll(async () => {
  await cdp().send("Emulation.setEmulatedMedia", { features: [] });
});

type Positions = Record<string, [number, number]>;

async function renderExplorer(): Promise<HTMLCanvasElement> {
  await renderWithAppointmentDialog(
    <section id="skill-network">
      <SkillNetworkExplorer />
    </section>,
  );
  await expect.element(page.getByRole("img", { name: /Skills network/ })).toBeInTheDocument();
  return document.querySelector<HTMLCanvasElement>("#skill-network canvas")!;
}

const sidebarSkill = (name: string) =>
  page
    .getByRole("list", { name: /skills/i })
    .getByRole("button", { name, exact: true })
    .first();
const cardHeading = () => document.querySelector("#skill-detail h3")?.textContent;
const cardText = () => document.querySelector("#skill-detail")?.textContent ?? "";

/** A related skill's chip on the card. */
function cardChip(name: string): HTMLButtonElement {
  const chip = [...document.querySelectorAll<HTMLButtonElement>("#skill-detail button")].find(
    (button) => button.textContent?.trim() === name,
  );
  if (!chip) throw new Error(`no chip ${name} on the card`);
  return chip;
}

/** Where a node is on the canvas once the network has come to rest. */
async function settledAt(canvas: HTMLCanvasElement, id: string): Promise<{ x: number; y: number }> {
  await expect.poll(() => canvas.getAttribute("data-state"), { timeout: 20_000 }).toBe("settled");
  const at = (JSON.parse(canvas.getAttribute("data-positions") ?? "{}") as Positions)[id];
  if (!at) throw new Error(`no position for ${id}`);
  return { x: at[0], y: at[1] };
}

test("clicking a graph node selects it and shows its card with the demand figures; a related chip selects another skill", async () => {
  const canvas = await renderExplorer();
  expect(canvas.getAttribute("role")).toBe("img");
  expect(canvas.getAttribute("aria-label")).toMatch(/Skills network: 27 AI skills in 5 groups/);
  expect(document.getElementById(canvas.getAttribute("aria-describedby") ?? "")?.textContent).toMatch(
    /Click a skill for details, drag it/,
  );

  canvas.scrollIntoView({ block: "center" });
  await userEvent.click(canvas, { position: await settledAt(canvas, "llm") });
  await expect.poll(cardHeading).toBe("Large Language Models");
  for (const figure of ["+178.2%", "12850", "$150K-$250K", "Very High", "Rising"]) expect(cardText()).toContain(figure);
  await expect.element(sidebarSkill("Large Language Models")).toHaveAttribute("aria-pressed", "true");

  await userEvent.click(cardChip("Python"));
  await expect.poll(cardHeading).toBe("Python");
  await expect.poll(cardText).toContain("+43.2%");
  expect(cardText()).toContain("$110K-$180K");
  await expect.element(sidebarSkill("Python")).toHaveAttribute("aria-pressed", "true");
  await expect.element(sidebarSkill("Large Language Models")).toHaveAttribute("aria-pressed", "false");

  // A skill without market figures shows its description and related skills only.
  await userEvent.click(cardChip("TensorFlow"));
  await expect.poll(cardHeading).toBe("TensorFlow");
  expect(cardText()).not.toContain("Market demand");
});

test("the Learning Pathways panel opens with the three pathways, its steps select skills, and it closes", async () => {
  await renderExplorer();
  const toggle = page.getByRole("button", { name: "Learning Pathways", exact: true });
  const panel = () => document.querySelector<HTMLElement>("#skill-pathways");
  await expect.element(toggle).toHaveAttribute("aria-expanded", "false");
  expect(panel()?.checkVisibility() ?? false).toBe(false);

  await toggle.click();
  await expect.element(toggle).toHaveAttribute("aria-expanded", "true");
  await expect.poll(() => panel()?.checkVisibility()).toBe(true);
  const tabs = () => [...(panel()?.querySelectorAll<HTMLElement>("[role=tab]") ?? [])];
  expect(tabs().map((tab) => tab.textContent)).toEqual([
    "LLM Applications Developer10-14 months",
    "MLOps Engineer12-16 months",
    "Computer Vision Specialist9-15 months",
  ]);
  expect(tabs()[0]?.getAttribute("aria-selected")).toBe("true");

  await page.getByRole("tab", { name: /MLOps Engineer/ }).click();
  await expect.element(page.getByRole("tab", { name: /MLOps Engineer/ })).toHaveAttribute("aria-selected", "true");
  await userEvent.keyboard("{ArrowDown}");
  await expect
    .element(page.getByRole("tab", { name: /Computer Vision Specialist/ }))
    .toHaveAttribute("aria-selected", "true");
  await userEvent.keyboard("{ArrowUp}");
  await page
    .getByRole("tabpanel")
    .getByRole("button", { name: /^MLOps\s*Owns registries/ })
    .click();
  await expect.poll(cardHeading).toBe("MLOps");
  for (const figure of ["+124.5%", "9850", "$130K-$210K"]) expect(cardText()).toContain(figure);

  await page.getByRole("button", { name: "Close learning pathways" }).click();
  await expect.poll(() => panel()?.checkVisibility() ?? false).toBe(false);
  await expect.element(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect.poll(() => panel()?.checkVisibility()).toBe(true);
  await toggle.click();
  await expect.poll(() => panel()?.checkVisibility() ?? false).toBe(false);
});

test("every skill can be chosen from the keyboard through the list, and a category filters it", async () => {
  await renderExplorer();
  expect(page.getByRole("list", { name: "Skills" }).getByRole("button").elements()).toHaveLength(27);

  (await sidebarSkill("Large Language Models").element()).focus();
  await userEvent.keyboard("{Tab}{Tab}{Enter}");
  await expect.poll(cardHeading).toBe("Prompt Engineering");
  await expect.element(sidebarSkill("Prompt Engineering")).toHaveAttribute("aria-pressed", "true");

  const infrastructure = page.getByRole("button", { name: /^Infrastructure/ });
  (await infrastructure.element()).focus();
  await userEvent.keyboard(" ");
  await expect.element(infrastructure).toHaveAttribute("aria-pressed", "true");
  const filtered = page.getByRole("list", { name: "Infrastructure skills" }).getByRole("button");
  await expect
    .poll(() => filtered.elements().map((button) => button.textContent))
    .toEqual(["MLOps", "Cloud Platforms", "Docker & Kubernetes", "GPU Computing"]);
  (filtered.elements()[0] as HTMLElement).focus();
  await userEvent.keyboard("{Enter}");
  await expect.poll(cardHeading).toBe("MLOps");
  await expect.poll(cardText).toContain("+124.5%");

  // A related chip moves focus to the new card's heading rather than losing it.
  cardChip("Cloud Platforms").focus();
  await userEvent.keyboard("{Enter}");
  await expect.poll(cardHeading).toBe("Cloud Platforms");
  await expect.poll(() => document.activeElement?.matches("#skill-detail h3")).toBe(true);
});

test("at 390 px the explorer stacks the list, the canvas and the card, without sideways scrolling", async () => {
  await page.viewport(390, 844);
  try {
    const canvas = await renderExplorer();
    const skillList = page.getByRole("list", { name: "Skills" }).element().getBoundingClientRect();
    const canvasBox = canvas.getBoundingClientRect();
    const card = document.querySelector("#skill-detail")!.getBoundingClientRect();
    expect(skillList.bottom).toBeLessThanOrEqual(canvasBox.top);
    expect(canvasBox.bottom).toBeLessThanOrEqual(card.top);
    expect(canvasBox.height).toBe(600);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    // Tapping a node (a touch on empty canvas would scroll the page) selects it too.
    canvas.scrollIntoView({ block: "center" });
    await userEvent.click(canvas, { position: await settledAt(canvas, "python") });
    await expect.poll(cardHeading).toBe("Python");
  } finally {
    await page.viewport(1280, 800);
  }
});
