import { expect, test } from "vitest";
import { talentCategoryChoices } from "#app/schemas/talent-request";
import { talentCategories, talentCategoryPromises } from "./talent-categories";
import { deploymentSteps, whyChooseUs, workflowStages, closingNotes } from "./talent-deployment";

test("the four talent categories with docs/product.md's ids, experience ranges and stats", () => {
  expect(talentCategories.map((c) => c.id)).toEqual([
    "machine-learning",
    "data-scientists",
    "ai-engineers",
    "cloud-architects",
  ]);
  expect(talentCategories.map((c) => c.experience)).toEqual(["3-8 years", "2-7 years", "3-10 years", "5-12 years"]);
  expect(talentCategories.map((c) => c.stats)).toEqual([
    { deployed: "600+", avgTime: "24hrs", successRate: "98%" },
    { deployed: "450+", avgTime: "18hrs", successRate: "96%" },
    { deployed: "300+", avgTime: "12hrs", successRate: "99%" },
    { deployed: "200+", avgTime: "36hrs", successRate: "97%" },
  ]);
  for (const category of talentCategories) {
    expect(talentCategoryChoices.find((choice) => choice.value === category.id)?.label).toBe(category.title);
    expect(category.skills.length).toBeGreaterThanOrEqual(4);
  }
  expect(talentCategoryPromises.map((p) => p.title)).toEqual([
    "Pre-screened professionals",
    "Immediate availability",
    "Proven track record",
    "Ongoing support",
  ]);
});

test("docs/product.md's metrics, workflow figures, process timeframes and closing notes", () => {
  expect(whyChooseUs.map((m) => m.value)).toEqual(["24hrs", "98%", "0 days", "100%"]);
  expect(workflowStages).toHaveLength(4);
  const figures = workflowStages.flatMap((stage) => Object.values(stage.metrics));
  for (const figure of ["5", "Under 2 hours", "96%", "98%", "99.5%", "25%"]) expect(figures).toContain(figure);
  expect(deploymentSteps.map((s) => s.timeframe)).toEqual(["2-4 hours", "4-8 hours", "2-6 hours", "Day 1"]);
  expect(closingNotes).toEqual(["No setup fees", "24/7 support", "Risk-free trial"]);
});
