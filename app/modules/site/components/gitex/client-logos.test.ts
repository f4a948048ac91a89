import { expect, test } from "vitest";
import { trustedByRows } from "./gitex-content";
import { clientLogos, clientStripFigures, investorClaim } from "#app/content/client-logos";

test("six clients with unique names, each with a category and a one- or two-letter monogram", () => {
  expect(clientLogos).toHaveLength(6);
  expect(new Set(clientLogos.map((client) => client.name)).size).toBe(6);
  for (const client of clientLogos) {
    expect(client.category.length).toBeGreaterThan(1);
    expect(client.monogram).toMatch(/^[A-Z]{1,2}$/);
    expect(client.colour).toMatch(/^#[0-9a-f]{6}$/);
  }
});

test("none of the six is a /gitex logo-wall company", () => {
  const gitexNames = new Set<string>(trustedByRows.flat().map((company) => company.name));
  for (const client of clientLogos) expect(gitexNames.has(client.name)).toBe(false);
});

test("the headline figures are docs/product.md's: 99.2%, 75%, 500+", () => {
  expect(clientStripFigures).toEqual([
    { value: "99.2%", label: "Client satisfaction" },
    { value: "75%", label: "Faster deployment" },
    { value: "500+", label: "Enterprise clients" },
  ]);
  expect(investorClaim.title).toMatch(/backed/i);
});
