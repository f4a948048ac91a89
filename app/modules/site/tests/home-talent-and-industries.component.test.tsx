import type { ReactNode } from "react";
import { expect, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import { HowItWorksSection } from "#app/modules/site/components/home/how-it-works/how-it-works-section";
import { IndustriesSection } from "#app/modules/site/components/home/industries/industries-section";
import { TalentSpecializationsSection } from "#app/modules/site/components/home/specializations/talent-specializations-section";
import { TechnologyStackSection } from "#app/modules/site/components/home/tech-stack/technology-stack-section";
import { renderWithAppointmentDialog } from "#tests/components/render";
import { specializationTitles } from "#tests/support/spec-texts";

// Behaviour inside four home-page sections (docs/product.md#home): the specialization cards, the
// How it works stepper, the industries and the technology stack. Their served HTML, their code
// loaded as the visitor nears them, the hash links and the 390 px page are in
// tests/e2e/home-talent-and-industries.test.ts; their first clicks at 4x CPU in tests/e2e/early-clicks.test.ts.

/**
 * Renders a section and waits for its code (an island, mounted by the browser, loads at once). The
 * web font is loaded before (tests/components/setup.ts): the fallback font wraps a few lines
 * differently, and the heights these tests compare would be measured against the wrong text.
 */
async function renderSection(id: string, ui: ReactNode): Promise<HTMLElement> {
  await renderWithAppointmentDialog(ui);
  await expect.poll(() => document.querySelector(`#${id} [data-island-ready]`)).not.toBeNull();
  return document.getElementById(id)!;
}

const texts = (elements: Iterable<Element>) => [...elements].map((element) => element.textContent);
const height = (element: Element | null | undefined) => element?.getBoundingClientRect().height ?? 0;

test("talent specializations: six cards with availability and time to hire; a card swaps its overview for its expertise and back", async () => {
  const section = await renderSection("talent-specializations", <TalentSpecializationsSection />);
  const cards = () => [...section.querySelectorAll("article")];
  expect(texts(section.querySelectorAll("article h3"))).toEqual(specializationTitles);
  expect(texts(section.querySelectorAll("[data-availability]"))).toEqual([
    "High availability",
    "High availability",
    "Medium availability",
    "Medium availability",
    "Limited availability",
    "Limited availability",
  ]);
  expect(cards()[4]?.textContent).toContain("Time to hire");
  expect(cards()[4]?.textContent).toContain("3-4 weeks");

  const card = cards()[0]!;
  const toggle = page.getByRole("button", { name: "View expertise for Machine Learning Engineers" });
  const view = () => card.querySelector("[data-view]");
  const before = height(card);
  await expect.element(toggle).toHaveAttribute("aria-expanded", "false");
  await expect.element(toggle).toHaveAttribute("aria-controls", view()?.id);
  expect(view()?.getAttribute("data-view")).toBe("overview");
  expect(card.textContent).toMatch(/take models from notebook to production/);
  expect(card.textContent).toContain("Top skills:");
  // Only the current view is in the page: the expertise is not there until asked for.
  expect(card.textContent).not.toContain("Sample projects");

  await toggle.click();
  const back = page.getByRole("button", { name: "Back to overview for Machine Learning Engineers" });
  await expect.element(back).toHaveAttribute("aria-expanded", "true");
  await expect.element(back).toHaveAttribute("aria-controls", view()?.id);
  expect(view()?.getAttribute("data-view")).toBe("expertise");
  await expect.poll(() => card.textContent).toContain("Sample projects");
  expect(card.textContent).not.toMatch(/take models from notebook to production/);
  expect(card.textContent).toContain("Real-time fraud scoring for card payments");
  expect(card.textContent).toContain("Model serving");
  // At 1280 px the card keeps its height, so nothing below it moves.
  expect(height(card)).toBe(before);
  // The other cards keep their overview.
  expect(cards()[1]?.querySelector("button[aria-expanded]")?.getAttribute("aria-label") ?? "").toMatch(
    /View expertise/,
  );
  expect(cards()[1]?.querySelector("button[aria-expanded]")?.getAttribute("aria-expanded")).toBe("false");

  await back.click();
  await expect.element(toggle).toHaveAttribute("aria-expanded", "false");
  await expect.poll(() => card.textContent).toMatch(/take models from notebook to production/);
  expect(card.textContent).not.toContain("Sample projects");
  expect(view()?.getAttribute("data-view")).toBe("overview");
  expect(height(card)).toBe(before);
});

function progress(section: HTMLElement) {
  const bar = section.querySelector('[role="progressbar"]')!;
  const fill = bar.querySelector("[data-progress-fill]")!;
  return {
    now: Number(bar.getAttribute("aria-valuenow")),
    fraction: fill.getBoundingClientRect().width / bar.getBoundingClientRect().width,
  };
}

async function expectStep(section: HTMLElement, number: number, title: string) {
  // Only the current step's panel is in the page, labelled by the selected tab, which alone controls it.
  await expect.poll(() => texts(section.querySelectorAll('[role="tabpanel"] h3'))).toEqual([title]);
  const panel = section.querySelector<HTMLElement>('[role="tabpanel"]')!;
  await expect.element(panel).toBeVisible();
  const selected = section.querySelectorAll('[role="tab"][aria-selected="true"]');
  expect(selected).toHaveLength(1);
  expect(selected[0]?.textContent).toContain(title);
  expect(panel.getAttribute("aria-labelledby")).toBe(selected[0]?.id);
  expect(selected[0]?.getAttribute("aria-controls")).toBe(panel.id);
  expect(section.querySelectorAll("[role=tab][aria-controls]")).toHaveLength(1);
  expect(section.textContent).toContain(`Step ${number} of 6`);
  // The bar grows with a transition: wait for it to reach the step fraction.
  await expect.poll(() => Math.abs(progress(section).fraction - number / 6) < 0.01).toBe(true);
  expect(progress(section).now).toBe(number);
}

test("how it works: the list selects a step, Previous and Next move and clamp, step 6 shows a disabled Start Over", async () => {
  const section = await renderSection("how-it-works", <HowItWorksSection />);
  expect(section.querySelectorAll("[role=tab]")).toHaveLength(6);
  const previous = page.getByRole("button", { name: "Previous Step" });
  const next = page.getByRole("button", { name: "Next Step" });
  const selectedTab = () => page.getByRole("tab", { selected: true });

  await expectStep(section, 1, "Initial Consultation");
  await expect.element(previous).toBeDisabled();
  await expect.element(next).toBeEnabled();

  await next.click();
  await expectStep(section, 2, "AI-Powered Matching");
  await expect.element(previous).toBeEnabled();

  await page.getByRole("tab", { name: /Client Interviews/ }).click();
  await expectStep(section, 4, "Client Interviews");
  await previous.click();
  await expectStep(section, 3, "Candidate Validation");

  await page.getByRole("tab", { name: /Continuous Support/ }).click();
  await expectStep(section, 6, "Continuous Support");
  await expect.element(page.getByRole("button", { name: "Start Over" })).toBeDisabled();
  await expect.element(next).not.toBeInTheDocument();
  // Keys past the last step stay on it.
  (await selectedTab().element()).focus();
  await userEvent.keyboard("{ArrowDown}");
  await expectStep(section, 6, "Continuous Support");

  await previous.click();
  await expectStep(section, 5, "Seamless Onboarding");
  await expect.element(next).toBeEnabled();

  // Keyboard: Home goes back to the first step, and nothing goes before it.
  (await selectedTab().element()).focus();
  await userEvent.keyboard("{Home}");
  await expectStep(section, 1, "Initial Consultation");
  (await selectedTab().element()).focus();
  await userEvent.keyboard("{ArrowUp}");
  await expectStep(section, 1, "Initial Consultation");
  await expect.element(previous).toBeDisabled();
});

test("industries: IT is selected first; choosing another shows its panel without changing the section's height", async () => {
  const section = await renderSection("industries", <IndustriesSection />);
  const panels = () => section.querySelectorAll<HTMLElement>('[role="tabpanel"]');
  expect(texts(section.querySelectorAll("[role=tab]"))).toEqual([
    "IT",
    "Healthcare",
    "Finance",
    "Retail",
    "Manufacturing",
    "Education",
  ]);
  await expect.element(page.getByRole("tab", { selected: true })).toHaveTextContent(/^IT$/);
  // Only the selected industry's panel is in the page.
  expect(panels()).toHaveLength(1);
  await expect.element(panels()[0]!).toBeVisible();
  expect(section.textContent).not.toContain("Fraud and risk detection");
  expect(panels()[0]?.querySelector("h3")?.textContent).toBe("IT");
  const before = height(section);

  const financeTab = page.getByRole("tab", { name: "Finance" });
  await financeTab.click();
  await expect.element(page.getByRole("tab", { selected: true })).toHaveTextContent(/^Finance$/);
  await expect.element(page.getByRole("tab", { name: "IT" })).toHaveAttribute("aria-selected", "false");
  await expect.poll(() => texts(section.querySelectorAll('[role="tabpanel"] h3'))).toEqual(["Finance"]);
  const finance = panels()[0]!;
  expect(finance.getAttribute("aria-labelledby")).toBe(financeTab.element().id);
  await expect.element(financeTab).toHaveAttribute("aria-controls", finance.id);
  expect(section.querySelectorAll("[role=tab][aria-controls]")).toHaveLength(1);
  expect(texts(finance.querySelectorAll("h4"))).toEqual([
    "Fraud and risk detection",
    "Intelligent document processing",
  ]);
  expect(finance.textContent).toContain("Fewer false declines");
  expect(finance.querySelectorAll("dd")).toHaveLength(2);
  expect(height(section)).toBe(before);

  (await financeTab.element()).focus();
  await userEvent.keyboard("{ArrowRight}");
  await expect.poll(() => texts(section.querySelectorAll('[role="tabpanel"] h3'))).toEqual(["Retail"]);
});

test("technology stack: eight categories, the first open; each toggles open and closed", async () => {
  const section = await renderSection("technology-stack", <TechnologyStackSection />);
  const toggles = () => [...section.querySelectorAll("button[aria-expanded]")];
  expect(toggles()).toHaveLength(8);
  expect(texts(section.querySelectorAll("h3 button"))).toEqual([
    "Programming Languages6 technologies",
    "AI Frameworks6 technologies",
    "Database Technologies6 technologies",
    "Cloud Platforms5 technologies",
    "DevOps Tools6 technologies",
    "Analytics & Visualization5 technologies",
    "Low-Code/No-Code Platforms6 technologies",
    "Quality Assurance6 technologies",
  ]);
  expect(toggles().map((button) => button.getAttribute("aria-expanded"))).toEqual([
    "true",
    "false",
    "false",
    "false",
    "false",
    "false",
    "false",
    "false",
  ]);
  const python = "Model development, data pipelines and APIs";
  expect(section.textContent).toContain(python);
  expect(section.querySelector('[data-level="5"]')?.textContent).toContain("Expert");

  const aiFrameworks = page.getByRole("button", { name: /AI Frameworks/ });
  const pytorch = "Research-grade training and fine-tuning";
  // A closed category has no list in the page, and its button controls nothing yet.
  expect(section.textContent).not.toContain(pytorch);
  await expect.element(aiFrameworks).not.toHaveAttribute("aria-controls");
  expect(section.querySelectorAll("[role=region]")).toHaveLength(1);
  await aiFrameworks.click();
  await expect.element(aiFrameworks).toHaveAttribute("aria-expanded", "true");
  await expect.poll(() => section.textContent).toContain(pytorch);
  const region = document.getElementById(aiFrameworks.element().getAttribute("aria-controls") ?? "");
  expect(region?.getAttribute("role")).toBe("region");
  expect(region?.getAttribute("aria-labelledby")).toBe(aiFrameworks.element().id);

  const languages = page.getByRole("button", { name: /Programming Languages/ });
  await languages.click();
  await expect.element(languages).toHaveAttribute("aria-expanded", "false");
  await expect.poll(() => section.textContent).not.toContain(python);
  await expect.element(languages).not.toHaveAttribute("aria-controls");
  await languages.click();
  await expect.element(languages).toHaveAttribute("aria-expanded", "true");
  await expect.poll(() => section.textContent).toContain(python);

  await page.getByRole("button", { name: /Quality Assurance/ }).click();
  await expect.poll(() => section.textContent).toContain("Cross-browser UI automation");
  const intermediate = [...section.querySelectorAll<HTMLElement>('[data-level="3"]')].find((el) =>
    el.checkVisibility(),
  );
  expect(intermediate?.textContent).toContain("Intermediate");
  expect(section.querySelectorAll("[role=region]")).toHaveLength(3);
});
