import { expect, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import { OurProcessSection } from "#app/modules/site/components/talent-deployment/our-process-section";
import { TalentCategoriesSection } from "#app/modules/site/components/talent-deployment/talent-categories-section";
import { WorkflowSection } from "#app/modules/site/components/talent-deployment/workflow-section";
import { render } from "#tests/components/render";

// Behaviour inside the sections of /ai-talent-deployment (docs/product.md#ai-talent-deployment);
// the page's order, its served HTML and the dialogs' journeys are in tests/e2e/talent-deployment.test.ts.

test("the workflow: clicking stages, Previous stops at the first, Next at the last as a disabled 'Process Complete'", async () => {
  const section = await render(<WorkflowSection />);
  const previous = page.getByRole("button", { name: "Previous Stage" });
  const next = page.getByRole("button", { name: /^(Next Stage|Process Complete)$/ });
  const progress = page.getByRole("progressbar");
  const fillWidth = () => section.querySelector<HTMLElement>("[data-progress-fill]")?.style.width;

  await expect.element(page.getByText("Stage 1 of 4")).toBeVisible();
  expect(fillWidth()).toBe("25%");
  await expect.element(previous).toBeDisabled();

  for (const [stage, width] of [
    [2, "50%"],
    [3, "75%"],
    [4, "100%"],
  ] as const) {
    await next.click();
    await expect.element(page.getByText(`Stage ${stage} of 4`)).toBeVisible();
    expect(fillWidth()).toBe(width);
  }
  await expect.element(next).toHaveTextContent(/^Process Complete$/);
  await expect.element(next).toBeDisabled();
  await expect.element(page.getByRole("heading", { name: "Match & Deploy" })).toBeVisible();
  await expect.element(page.getByText("99.5%")).toBeVisible();
  await expect.element(page.getByText("25%", { exact: true })).toBeVisible();

  for (let press = 0; press < 3; press += 1) await previous.click();
  await expect.element(page.getByText("Stage 1 of 4")).toBeVisible();
  await expect.element(previous).toBeDisabled();
  await expect.element(next).toHaveTextContent(/^Next Stage$/);

  await page.getByRole("button", { name: /Technical Validation/ }).click();
  await expect.element(page.getByText("Stage 3 of 4")).toBeVisible();
  expect(fillWidth()).toBe("75%");
  await expect.element(progress).toHaveAttribute("aria-valuenow", "3");
  await expect.element(page.getByText("98%", { exact: true })).toBeVisible();
});

test("the category tabs: the first is chosen, a click shows another's figures, 'Hire {category}' preselects it, arrows wrap round", async () => {
  const section = await render(<TalentCategoriesSection />);
  const tabs = page.getByRole("tab");
  expect(tabs.elements().map((tab) => (tab as HTMLElement).innerText)).toEqual([
    "Machine Learning Engineers",
    "Data Scientists",
    "AI Engineers",
    "Cloud Architects",
  ]);
  await expect.element(tabs.first()).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel");
  await expect.element(panel).toHaveAttribute("data-category", "machine-learning");
  // Every panel is in the page, the unchosen ones hidden; each tab names its own panel.
  expect(section.querySelectorAll("[role=tabpanel]")).toHaveLength(4);
  const dataScientists = section.querySelector<HTMLElement>('[role=tabpanel][data-category="data-scientists"]')!;
  expect(dataScientists.checkVisibility()).toBe(false);
  for (const tab of tabs.elements()) {
    const panelId = tab.getAttribute("aria-controls");
    expect(document.querySelectorAll(`[id="${panelId}"]`), panelId ?? "no aria-controls").toHaveLength(1);
  }

  const expected = [
    ["Data Scientists", "data-scientists", "450+", "18hrs", "96%", "2-7 years"],
    ["AI Engineers", "ai-engineers", "300+", "12hrs", "99%", "3-10 years"],
    ["Cloud Architects", "cloud-architects", "200+", "36hrs", "97%", "5-12 years"],
    ["Machine Learning Engineers", "machine-learning", "600+", "24hrs", "98%", "3-8 years"],
  ] as const;
  for (const [title, id, deployed, avgTime, success, experience] of expected) {
    await page.getByRole("tab", { name: title }).click();
    await expect.element(panel).toHaveAttribute("data-category", id);
    await expect.element(page.getByRole("tab", { name: title })).toHaveAttribute("aria-selected", "true");
    for (const text of [deployed, avgTime, success, experience]) {
      await expect.element(panel.getByText(text, { exact: true }), { message: `${title}: ${text}` }).toBeVisible();
    }
    if (id === "data-scientists") {
      const machineLearning = section.querySelector<HTMLElement>('[role=tabpanel][data-category="machine-learning"]')!;
      expect(machineLearning.checkVisibility()).toBe(false);
    }
    await expect.element(page.getByRole("heading", { name: "What You Get" })).toBeVisible();
    await page.getByRole("button", { name: `Hire ${title}` }).click();
    const dialog = page.getByRole("dialog");
    await expect.element(dialog.getByRole("heading", { name: "Find your AI experts" })).toBeVisible();
    await expect.element(dialog.getByLabelText("Talent Category")).toHaveValue(id);
    await userEvent.keyboard("{Escape}");
    await expect.element(dialog).not.toBeInTheDocument();
  }

  await page.getByRole("tab", { name: "Machine Learning Engineers" }).element().focus();
  await userEvent.keyboard("{ArrowLeft}");
  await expect.element(panel).toHaveAttribute("data-category", "cloud-architects");
});

test("Our Process: the first step is highlighted, a click highlights another, with docs/product.md's timeframes", async () => {
  await page.viewport(390, 800);
  await render(<OurProcessSection />);
  const steps = page.getByRole("tab");
  expect(steps.elements()).toHaveLength(4);
  await expect.element(steps.first()).toHaveAttribute("aria-selected", "true");
  const timeframes = ["2-4 hours", "4-8 hours", "2-6 hours", "Day 1"];
  for (const [index, timeframe] of timeframes.entries()) {
    await expect.element(steps.nth(index)).toHaveTextContent(timeframe);
  }
  await steps.nth(2).click();
  await expect.element(steps.nth(2)).toHaveAttribute("aria-selected", "true");
  await expect.element(steps.first()).toHaveAttribute("aria-selected", "false");
  const panel = page.getByRole("tabpanel");
  await expect.element(panel.getByRole("heading", { name: "Interviews & Selection" })).toBeVisible();
  await expect.element(panel).toHaveTextContent("Step 3 · 2-6 hours");
  await steps.nth(3).click();
  await expect.element(panel.getByRole("heading", { name: "Deployment" })).toBeVisible();
  await expect.element(panel).toHaveTextContent("Day 1");
  await page.viewport(1280, 800);
});
