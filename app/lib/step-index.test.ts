import { expect, test } from "vitest";
import { clampStepIndex, stepProgress } from "./step-index";

test("an index inside 0..5 is kept as it is", () => {
  for (let index = 0; index <= 5; index += 1) expect(clampStepIndex(index, 6)).toBe(index);
});

test("an index before the first step or after the last is clamped to 0 or 5", () => {
  expect(clampStepIndex(-1, 6)).toBe(0);
  expect(clampStepIndex(-100, 6)).toBe(0);
  expect(clampStepIndex(6, 6)).toBe(5);
  expect(clampStepIndex(42, 6)).toBe(5);
  expect(clampStepIndex(Number.NaN, 6)).toBe(0);
  expect(clampStepIndex(2.7, 6)).toBe(2);
});

test("the progress is the step fraction (index + 1) / 6", () => {
  expect(stepProgress(0, 6)).toBeCloseTo(1 / 6);
  expect(stepProgress(2, 6)).toBeCloseTo(3 / 6);
  expect(stepProgress(5, 6)).toBe(1);
  expect(stepProgress(9, 6)).toBe(1);
  expect(stepProgress(0, 0)).toBe(0);
});
