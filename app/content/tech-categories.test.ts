import { expect, test } from "vitest";
import { techCategories, techLevelLabel } from "./tech-categories";

test("the eight categories docs/product.md names, in its order, with unique ids", () => {
  expect(techCategories.map((category) => category.name)).toEqual([
    "Programming Languages",
    "AI Frameworks",
    "Database Technologies",
    "Cloud Platforms",
    "DevOps Tools",
    "Analytics & Visualization",
    "Low-Code/No-Code Platforms",
    "Quality Assurance",
  ]);
  expect(new Set(techCategories.map((category) => category.id)).size).toBe(8);
});

test("every technology has a level from 1 to 5 and a description, and names are unique within a category", () => {
  for (const category of techCategories) {
    expect(category.techs.length).toBeGreaterThanOrEqual(4);
    expect(new Set(category.techs.map((tech) => tech.name)).size).toBe(category.techs.length);
    for (const tech of category.techs) {
      expect(Number.isInteger(tech.level) && tech.level >= 1 && tech.level <= 5, `${tech.name} ${tech.level}`).toBe(
        true,
      );
      expect(tech.description).not.toBe("");
    }
  }
});

test("level labels: 5 Expert, 4 Advanced, 3 Intermediate, otherwise Proficient", () => {
  expect([5, 4, 3, 2, 1].map(techLevelLabel)).toEqual([
    "Expert",
    "Advanced",
    "Intermediate",
    "Proficient",
    "Proficient",
  ]);
  expect(techLevelLabel(0)).toBe("Proficient");
  expect(techLevelLabel(6)).toBe("Proficient");
});
