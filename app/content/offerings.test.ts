import { expect, test } from "vitest";
import { offerings } from "./offerings";

test("three offerings with unique ids, in docs/product.md's tab order", () => {
  expect(offerings.map((offering) => offering.tab)).toEqual([
    "Rapid AI Talent Deployment",
    "AI-Powered Screening & Interviews",
    "Explore Our AI Agents",
  ]);
  expect(new Set(offerings.map((offering) => offering.id)).size).toBe(offerings.length);
});

test("each tab's button reads as docs/product.md says and does its own thing", () => {
  expect(offerings.map((offering) => [offering.cta.label, offering.cta.action])).toEqual([
    ["Find Your AI Expert Now", "open-talent-deployment"],
    ["Experience AI Interviews", "scroll-to-ai-interview"],
    ["Try Our AI Agents", "open-appointment-dialog"],
  ]);
});

function allText(index: number): string {
  const offering = offerings[index];
  if (!offering) throw new Error(`no offering ${index}`);
  return [
    offering.description,
    ...offering.features,
    ...offering.stats.map((stat) => `${stat.value} ${stat.label}`),
  ].join(" | ");
}

test("talent deployment carries 35,000+, 1000+, 24-hour, 25%, 70+ and 98%", () => {
  const text = allText(0);
  for (const figure of [
    "35,000+ developers across 1000+ partner networks",
    "24-hour deployment",
    "25% Cost savings",
    "70+ Cities",
    "98% Joining ratio",
  ]) {
    expect(text).toContain(figure);
  }
});

test("screening carries 70%, 95%, 30%, 80% and live coding, sentiment analysis, reports", () => {
  const text = allText(1);
  for (const figure of [
    "70% Time saved",
    "95% Accuracy",
    "30% Cost reduction",
    "80% Bias reduction",
    "Live coding tests",
    "Sentiment analysis",
    "reports",
  ]) {
    expect(text).toContain(figure);
  }
});

test("agents carry Auto Pilot Interview, AI Job Pilot, analytics and 45%, 92%, 4.8/5, 10k+", () => {
  const text = allText(2);
  for (const figure of [
    "Auto Pilot Interview",
    "AI Job Pilot",
    "Performance analytics",
    "45% Productivity gain",
    "92% Adoption",
    "4.8/5 Satisfaction",
    "10k+ Users",
  ]) {
    expect(text).toContain(figure);
  }
});

test("every offering has a description, features and four stat tiles", () => {
  for (const offering of offerings) {
    expect(offering.description.length).toBeGreaterThan(80);
    expect(offering.features.length).toBeGreaterThanOrEqual(3);
    expect(offering.stats).toHaveLength(4);
  }
});
