import { expect, test } from "vitest";
import { passwordProblem } from "./password-policy";
import { hashPassword, scryptParameters, verifyPassword } from "./passwords";

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
  const hash = await hashPassword("correct horse battery staple");
  const { N, r, p } = scryptParameters;
  expect(hash).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$[A-Za-z0-9+/=]{24}\\$[A-Za-z0-9+/=]{44}$`));
  expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
  expect(await verifyPassword("correct horse battery stapler", hash)).toBe(false);
  expect(await verifyPassword("anything", "not-a-hash")).toBe(false);
  expect(await hashPassword("correct horse battery staple")).not.toBe(hash);
});
