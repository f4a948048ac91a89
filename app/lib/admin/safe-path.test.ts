import { expect, test } from "vitest";
import { safeAdminPath } from "./safe-path";

test("a path of the admin area is kept with its query", () => {
  expect(safeAdminPath("/admin")).toBe("/admin");
  expect(safeAdminPath("/admin/leads/questions?q=ana")).toBe("/admin/leads/questions?q=ana");
  expect(safeAdminPath("/admin/../admin/settings")).toBe("/admin/settings");
});

test("another site, another part of this site or no path at all falls back to the inbox", () => {
  for (const value of [
    "https://evil.example/admin",
    "//evil.example/admin",
    "/\\evil.example/admin",
    "/admin\\@evil.example",
    "/administrator",
    "/blog",
    "admin",
    "",
    null,
    undefined,
    42,
    ["/admin"],
  ])
    expect(safeAdminPath(value), String(value)).toBe("/admin");
});

test("the fallback is the caller's to choose", () => {
  expect(safeAdminPath("//evil.example", "/admin/settings")).toBe("/admin/settings");
});
