import { expect, test } from "vitest";
import { caseStudyPages } from "./case-study-pages";

test("int: the traditional 3 to 6 months, 8 talent in 1 day, 6 partners", () => {
  const page = caseStudyPages.int;
  expect(page.summary).toContain("3 to 6 months");
  expect(page.solutionPoints.join(" ")).toContain("6 partners");
  expect(page.resultPoints.join(" ")).toContain("8 talent hired");
});

test("magic: about 10% before, above 90% targeted, 100% after; 250+ companies, 20 states, 8+ vendors, Tier 2 and 3", () => {
  const page = caseStudyPages.magic;
  expect(page.challengePoints.join(" ")).toMatch(/about 10%.*above 90%/);
  expect(page.solutionPoints.join(" ")).toContain("250+ companies across 20 states");
  expect(page.solutionPoints.join(" ")).toContain("single point of contact for 8+ vendors");
  expect(page.resultPoints.join(" ")).toContain("100%");
  expect(page.resultPoints.join(" ")).toContain("Tier 2 and Tier 3 cities");
});
