import { expect, test } from "vitest";
import { nameForUnverified, unverifiedNameLength } from "./lead-emails";

test("a name for an unverified address: one line, no hidden characters, at most 80 characters", () => {
  expect(nameForUnverified("  Asha\n\tRao  ")).toBe("Asha Rao");
  // A right-to-left override would turn the text around in a mail client; a zero-width space hides a link.
  expect(nameForUnverified("Asha\u202Eoa\u200Br.example")).toBe("Asha oa r.example");
  const long = nameForUnverified("x".repeat(200));
  expect(long).toHaveLength(unverifiedNameLength);
  expect(long.endsWith("…")).toBe(true);
});
