import { expect, test } from "vitest";
import { passwordProblem } from "./password-policy";
import { createApiHarness } from "#tests/support/api-app";
import { hashPassword, scryptParameters, usePasswordCost, verifyPassword } from "./passwords";

test("weak staff passwords are refused with a reason; good ones pass", () => {
  const email = "sam.jones@northwind.example";
  for (const weak of [
    "short",
    "password1234",
    "Password!!!!",
    "qwertyuiop12",
    "aaaaaaaaaaaaaaaa",
    "abcabcabcabcabc",
    "123456789012345",
    "01234567890123",
    "my-sam.jones-pass",
    "northwindtalent2024",
  ])
    expect(passwordProblem(weak, email), weak).not.toBeNull();
  for (const good of ["correct horse battery staple", "Plum-orchard-42-lantern", "ünïcödé pässwörd ok"])
    expect(passwordProblem(good, email), good).toBeNull();
});

test("scrypt hashes carry their parameters, verify the right password only, and differ per salt", async () => {
  usePasswordCost("production");
  const hash = await hashPassword("correct horse battery staple");
  const { N, r, p } = scryptParameters;
  expect(scryptParameters).toEqual({ N: 2 ** 15, r: 8, p: 3 });
  expect(hash).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$[A-Za-z0-9+/=]{24}\\$[A-Za-z0-9+/=]{44}$`));
  expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
  expect(await verifyPassword("correct horse battery stapler", hash)).toBe(false);
  expect(await verifyPassword("anything", "not-a-hash")).toBe(false);
  expect(await hashPassword("correct horse battery staple")).not.toBe(hash);
});

test("an app hashes staff passwords at the production cost unless its configuration says the test suites' cost, which still verifies", async () => {
  usePasswordCost("test");
  const cheap = await hashPassword("correct horse battery staple");
  expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
  expect(await verifyPassword("correct horse battery staple", cheap)).toBe(true);
  expect(await verifyPassword("correct horse battery stapler", cheap)).toBe(false);
  const harness = await createApiHarness({ env: { ADMIN_PASSWORD_COST: "production" } });
  try {
    expect(await hashPassword("correct horse battery staple")).toMatch(/^scrypt\$32768\$8\$3\$/);
  } finally {
    await harness.close();
  }
});
