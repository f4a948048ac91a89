import { expect, test } from "vitest";
import { specializationTitles } from "#tests/support/spec-texts";
import { availabilityDetails, specializations } from "./specializations";

test("the six specializations docs/product.md names, in its order, with unique ids", () => {
  expect(specializations.map((s) => s.title)).toEqual(specializationTitles);
  expect(new Set(specializations.map((s) => s.id)).size).toBe(specializations.length);
});

test("time to hire follows availability: High 1-2 weeks, Medium 2-3 weeks, Limited 3-4 weeks", () => {
  expect(availabilityDetails.High.timeToHire).toBe("1-2 weeks");
  expect(availabilityDetails.Medium.timeToHire).toBe("2-3 weeks");
  expect(availabilityDetails.Limited.timeToHire).toBe("3-4 weeks");
  for (const specialization of specializations) {
    const details = availabilityDetails[specialization.availability];
    expect(specialization.timeToHire, specialization.title).toBe(details.timeToHire);
    expect(specialization.badgeColour, specialization.title).toBe(details.badgeColour);
  }
  expect(new Set(specializations.map((s) => s.availability))).toEqual(new Set(["High", "Medium", "Limited"]));
});

test("every card has a description, skills and sample projects to show", () => {
  for (const specialization of specializations) {
    expect(specialization.description.length).toBeGreaterThan(40);
    expect(specialization.skills.length).toBeGreaterThanOrEqual(4);
    expect(new Set(specialization.skills).size).toBe(specialization.skills.length);
    expect(specialization.projects.length).toBeGreaterThanOrEqual(2);
  }
});
