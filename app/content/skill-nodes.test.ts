import { expect, test } from "vitest";
import { learningPathways } from "./learning-pathways";
import { findSkill, skillGroups, skillNodes } from "./skill-nodes";

const ids = skillNodes.map((node) => node.id);

test("about 27 skills with unique ids, spread over the five groups", () => {
  expect(skillNodes).toHaveLength(27);
  expect(new Set(ids).size).toBe(ids.length);
  expect(skillGroups).toEqual(["AI Core", "ML & Data", "Development", "Domain Expertise", "Infrastructure"]);
  for (const group of skillGroups)
    expect(skillNodes.filter((node) => node.group === group).length).toBeGreaterThanOrEqual(4);
});

test("every related skill exists, is not the skill itself and is listed once", () => {
  for (const node of skillNodes) {
    expect(new Set(node.relatedSkills).size, node.id).toBe(node.relatedSkills.length);
    for (const related of node.relatedSkills) {
      expect(related, `${node.id} relates to itself`).not.toBe(node.id);
      expect(findSkill(related), `${node.id} -> ${related}`).toBeDefined();
    }
  }
});

test("every skill has a label, a description and a positive size", () => {
  for (const node of skillNodes) {
    expect(node.label.trim()).not.toBe("");
    expect(node.description.length).toBeGreaterThan(40);
    expect(node.value).toBeGreaterThan(0);
  }
});

test("demand metrics exist only for LLM, ML, Python and MLOps, with docs/product.md's figures", () => {
  const withMetrics = skillNodes.filter((node) => "demandMetrics" in node).map((node) => node.id);
  expect(withMetrics.sort()).toEqual(["llm", "ml", "mlops", "python"]);
  const figures = (id: string) => {
    const metrics = findSkill(id)?.demandMetrics;
    return metrics && { growth: metrics.growthRate, openings: metrics.jobOpenings, salary: metrics.salaryRange };
  };
  expect(figures("llm")).toEqual({ growth: 178.2, openings: 12850, salary: "$150K-$250K" });
  expect(figures("ml")).toEqual({ growth: 76.3, openings: 24680, salary: "$120K-$200K" });
  expect(figures("python")).toEqual({ growth: 43.2, openings: 56430, salary: "$110K-$180K" });
  expect(figures("mlops")).toEqual({ growth: 124.5, openings: 9850, salary: "$130K-$210K" });
  for (const id of withMetrics)
    expect(["Rising", "Stable", "Declining"]).toContain(findSkill(id)?.demandMetrics?.demandTrend);
});

test("three learning pathways with docs/product.md's durations, each step an existing skill", () => {
  expect(learningPathways.map((pathway) => [pathway.title, pathway.duration])).toEqual([
    ["LLM Applications Developer", "10-14 months"],
    ["MLOps Engineer", "12-16 months"],
    ["Computer Vision Specialist", "9-15 months"],
  ]);
  expect(new Set(learningPathways.map((pathway) => pathway.id)).size).toBe(3);
  for (const pathway of learningPathways) {
    expect(pathway.steps.length).toBeGreaterThanOrEqual(4);
    const skills = pathway.steps.map((step) => step.skill);
    expect(new Set(skills).size, pathway.id).toBe(skills.length);
    for (const skill of skills) expect(findSkill(skill), `${pathway.id} -> ${skill}`).toBeDefined();
  }
});
