import { expect, test } from "vitest";
import { defaultInterests } from "#app/modules/content/schemas/recommendation-calls-basics";
import { addInterest, cleanInterests, removeInterest } from "./interest-rules";

test("a new interest is added to the list of its kind, trimmed", () => {
  const { lists, note } = addInterest(defaultInterests, "topics", "  Onboarding  ");
  expect(lists.topics).toEqual([...defaultInterests.topics, "Onboarding"]);
  expect(lists.industries).toBe(defaultInterests.industries);
  expect(note).toBeNull();
  expect(addInterest(defaultInterests, "industries", "Fintech").lists.industries).toEqual([
    "Technology",
    "HR Services",
    "Fintech",
  ]);
});

test("blank and whitespace-only input is ignored without a note", () => {
  for (const raw of ["", "   ", "\t\n"]) {
    expect(addInterest(defaultInterests, "topics", raw)).toEqual({ lists: defaultInterests, note: null });
  }
});

test("a duplicate within the same kind is not added, in any letter case; the other kind may hold it", () => {
  expect(addInterest(defaultInterests, "topics", "Remote Work").lists).toBe(defaultInterests);
  expect(addInterest(defaultInterests, "topics", "remote work").note).toMatch(/already in your topics/);
  expect(addInterest(defaultInterests, "industries", "Remote Work").lists.industries).toContain("Remote Work");
});

test("the server's bounds hold: 20 per list, 80 characters each", () => {
  const full = { ...defaultInterests, topics: Array.from({ length: 20 }, (_, i) => `Topic ${i}`) };
  expect(addInterest(full, "topics", "One more").note).toBe("You can follow up to 20 topics.");
  expect(addInterest(defaultInterests, "industries", "x".repeat(81)).note).toMatch(/under 80 characters/);
});

test("remove takes out exactly that entry", () => {
  expect(removeInterest(defaultInterests, "topics", "Remote Work").topics).toEqual([
    "Talent Acquisition",
    "Employee Experience",
  ]);
});

test("stored interests are cleaned, and anything else is refused", () => {
  expect(
    cleanInterests({
      industries: [" Retail ", "retail", 4, ""],
      roles: [],
      technologies: ["x".repeat(200), "AI"],
      topics: Array.from({ length: 30 }, (_, i) => `T${i}`),
    }),
  ).toEqual({
    industries: ["Retail"],
    roles: [],
    technologies: ["AI"],
    topics: Array.from({ length: 20 }, (_, i) => `T${i}`),
  });
  expect(cleanInterests(null)).toBeNull();
  expect(cleanInterests("AI")).toBeNull();
  expect(cleanInterests({ topics: [] })).toBeNull();
});
