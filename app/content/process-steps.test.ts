import { expect, test } from "vitest";
import { processSteps } from "./process-steps";

test("the six steps docs/product.md names, numbered 1 to 6, with unique ids", () => {
  expect(processSteps.map((step) => step.title)).toEqual([
    "Initial Consultation",
    "AI-Powered Matching",
    "Candidate Validation",
    "Client Interviews",
    "Seamless Onboarding",
    "Continuous Support",
  ]);
  expect(processSteps.map((step) => step.number)).toEqual([1, 2, 3, 4, 5, 6]);
  expect(new Set(processSteps.map((step) => step.id)).size).toBe(6);
});

test("every step has a description, highlights and a hex colour", () => {
  for (const step of processSteps) {
    expect(step.description.length).toBeGreaterThan(40);
    expect(step.highlights.length).toBeGreaterThanOrEqual(3);
    expect(step.colour).toMatch(/^#[0-9a-f]{6}$/);
  }
});
