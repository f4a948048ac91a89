import { expect, test } from "vitest";
import { industries } from "./industries";

test("the six industries docs/product.md names, in its order, with unique ids", () => {
  expect(industries.map((industry) => industry.name)).toEqual([
    "IT",
    "Healthcare",
    "Finance",
    "Retail",
    "Manufacturing",
    "Education",
  ]);
  expect(new Set(industries.map((industry) => industry.id)).size).toBe(6);
});

test("each industry has use cases of three benefits, two stats and its own illustration", () => {
  for (const industry of industries) {
    expect(industry.useCases.length).toBeGreaterThanOrEqual(1);
    for (const useCase of industry.useCases) {
      expect(useCase.benefits).toHaveLength(3);
      expect(useCase.title && useCase.description).toBeTruthy();
    }
    expect(industry.stats).toHaveLength(2);
    expect(industry.colour).toMatch(/^#[0-9a-f]{6}$/);
  }
  expect(new Set(industries.map((industry) => industry.illustration)).size).toBe(6);
});
