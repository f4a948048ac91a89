import { expect, test } from "vitest";
import { caseStudies, findCaseStudy } from "./case-studies";

test("three stories with unique ids: int, magic, retailmax", () => {
  expect(caseStudies.map((study) => study.id)).toEqual(["int", "magic", "retailmax"]);
  expect(new Set(caseStudies.map((study) => study.company)).size).toBe(3);
});

test("every field is filled, with three metrics and a hex colour", () => {
  for (const study of caseStudies) {
    for (const field of [
      study.company,
      study.industry,
      study.companySize,
      study.headquarters,
      study.headline,
      study.about,
      study.challenge,
      study.solution,
      study.result,
      study.testimonial,
      study.person,
      study.title,
    ]) {
      expect(field.trim().length).toBeGreaterThan(1);
    }
    expect(study.metrics).toHaveLength(3);
    expect(study.colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(study.publishedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
});

test("int: IT outsourcing, 1 Day to deploy, 8 talent hired, 6 partners, 3 to 6 months traditionally, April 2025", () => {
  const study = findCaseStudy("int");
  expect(study.industry).toBe("IT outsourcing");
  expect(study.href).toBe("/case-study-int");
  expect(study.publishedOn).toBe("2025-04-08");
  expect(study.metrics).toEqual([
    { value: "1 Day", label: "Average time to deploy" },
    { value: "8", label: "Talent hired" },
    { value: "6", label: "Partners worked with" },
  ]);
  expect(study.challenge).toContain("3 to 6 months");
});

test("magic: education technology, 100% vs 10% before, 1 day joining, 8 partners, docs/product.md's solution and result", () => {
  const study = findCaseStudy("magic");
  expect(study.industry).toBe("Education technology");
  expect(study.href).toBe("/case-study-magic-edtech");
  expect(study.metrics.map((metric) => metric.value)).toEqual(["100%", "1 day", "8"]);
  expect(study.metrics[0].label).toContain("10% before");
  expect(study.metrics[1].label).toBe("Average joining time");
  expect(study.metrics[2].label).toBe("Partners worked with");
  expect(study.challenge).toMatch(/about 10%.*above 90%/);
  expect(study.solution).toContain("250+ companies across 20 states");
  expect(study.solution).toContain("single point of contact for 8+ vendors");
  expect(study.result).toContain("Tier 2 and Tier 3 cities");
});

test("retailmax: retail, no case study page yet", () => {
  const study = findCaseStudy("retailmax");
  expect(study.industry).toBe("Retail");
  expect(study.href).toBeNull();
});
