import { expect, test } from "vitest";
import { indexAfterKey } from "./roving-index";

test("arrows step and wrap round, Home and End jump, other keys do nothing", () => {
  expect(indexAfterKey("ArrowRight", 0, 4)).toBe(1);
  expect(indexAfterKey("ArrowRight", 3, 4)).toBe(0);
  expect(indexAfterKey("ArrowDown", 3, 4)).toBe(0);
  expect(indexAfterKey("ArrowLeft", 0, 4)).toBe(3);
  expect(indexAfterKey("ArrowUp", 2, 4)).toBe(1);
  expect(indexAfterKey("Home", 3, 4)).toBe(0);
  expect(indexAfterKey("End", 0, 4)).toBe(3);
  expect(indexAfterKey("Enter", 1, 4)).toBeNull();
  expect(indexAfterKey("a", 1, 4)).toBeNull();
});

test("a stepper stops at its ends instead of wrapping", () => {
  expect(indexAfterKey("ArrowRight", 3, 4, false)).toBe(3);
  expect(indexAfterKey("ArrowLeft", 0, 4, false)).toBe(0);
  expect(indexAfterKey("ArrowDown", 1, 4, false)).toBe(2);
  expect(indexAfterKey("End", 0, 4, false)).toBe(3);
});
