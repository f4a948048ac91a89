import { expect, test } from "vitest";
import { tabIndexForKey } from "./offerings-tab-keys";

test("right and down move to the next tab and wrap from the last to the first", () => {
  expect(tabIndexForKey("ArrowRight", 0, 3)).toBe(1);
  expect(tabIndexForKey("ArrowDown", 1, 3)).toBe(2);
  expect(tabIndexForKey("ArrowRight", 2, 3)).toBe(0);
});

test("left and up move to the previous tab and wrap from the first to the last", () => {
  expect(tabIndexForKey("ArrowLeft", 2, 3)).toBe(1);
  expect(tabIndexForKey("ArrowUp", 0, 3)).toBe(2);
});

test("Home and End jump to the ends; other keys are not ours", () => {
  expect(tabIndexForKey("Home", 2, 3)).toBe(0);
  expect(tabIndexForKey("End", 0, 3)).toBe(2);
  expect(tabIndexForKey("Enter", 1, 3)).toBeNull();
  expect(tabIndexForKey("a", 1, 3)).toBeNull();
});
