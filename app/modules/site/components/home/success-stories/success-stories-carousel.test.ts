import fc from "fast-check";
import { expect, test } from "vitest";
import { monthYear } from "#app/lib/month-names";
import { initialsOf, wrapIndex } from "./success-stories-carousel";

test("next from the last story goes to the first; previous from the first goes to the last", () => {
  expect(wrapIndex(2, 1, 3)).toBe(0);
  expect(wrapIndex(0, -1, 3)).toBe(2);
  expect(wrapIndex(0, 1, 3)).toBe(1);
  expect(wrapIndex(1, -1, 3)).toBe(0);
});

test("any step lands inside 0..length-1, and stepping back undoes stepping forward", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 20 }),
      fc.integer({ min: 0, max: 19 }),
      fc.integer({ min: -50, max: 50 }),
      (length, start, step) => {
        const index = start % length;
        const moved = wrapIndex(index, step, length);
        expect(moved).toBeGreaterThanOrEqual(0);
        expect(moved).toBeLessThan(length);
        expect(wrapIndex(moved, -step, length)).toBe(index);
      },
    ),
  );
});

test("an empty carousel stays at 0", () => {
  expect(wrapIndex(0, 1, 0)).toBe(0);
});

test("initials take the first and last names' first letters", () => {
  expect(initialsOf("Rohan Mehta")).toBe("RM");
  expect(initialsOf("Ananya  S. Iyer")).toBe("AI");
  expect(initialsOf("madonna")).toBe("M");
  expect(initialsOf("  ")).toBe("");
});

test("a publication month reads as month and year", () => {
  expect(monthYear("2025-04")).toBe("April 2025");
  expect(monthYear("2025-04-08")).toBe("April 2025");
  expect(monthYear("2025-12")).toBe("December 2025");
  expect(monthYear("soon")).toBe("soon");
});
