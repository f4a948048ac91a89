import { expect, test } from "vitest";
import { demandLevelClass, growthClass, trendStyle } from "./demand-styles";

test("trend: Rising green with an up arrow, Stable blue, Declining red with a down arrow", () => {
  expect(trendStyle("Rising")).toEqual({ className: expect.stringContaining("text-green-"), arrow: "up" });
  expect(trendStyle("Stable")).toEqual({ className: expect.stringContaining("text-blue-"), arrow: null });
  expect(trendStyle("Declining")).toEqual({ className: expect.stringContaining("text-red-"), arrow: "down" });
});

test("growth: over 80 dark green, over 40 green, otherwise blue", () => {
  expect(growthClass(178.2)).toBe("text-green-900");
  expect(growthClass(80.1)).toBe("text-green-900");
  expect(growthClass(80)).toBe("text-green-700");
  expect(growthClass(43.2)).toBe("text-green-700");
  expect(growthClass(40)).toBe("text-blue-700");
  expect(growthClass(12)).toBe("text-blue-700");
});

test("demand level: distinct colours for Very High, High and Medium, a neutral one otherwise", () => {
  const classes = ["Very High", "High", "Medium", "Low"].map(demandLevelClass);
  expect(new Set(classes).size).toBe(4);
  expect(demandLevelClass("Unknown")).toBe(demandLevelClass("Low"));
});
