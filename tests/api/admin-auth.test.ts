import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { createStaff, postSignIn, testClock } from "#tests/support/admin";
import { adminAuthContract } from "#tests/contracts/admin-auth";
import { createApiHarness, type ApiHarness } from "#tests/support/api-app";

/** The hashes each sign-in checked a password against, in order. */
const checkedAgainst = vi.hoisted(() => [] as Array<string>);
vi.mock("#server/services/admin/passwords", async (original) => {
  const passwords = await original<typeof import("#server/services/admin/passwords")>();
  return {
    ...passwords,
    verifyPassword: (password: string, stored: string) => {
      checkedAgainst.push(stored);
      return passwords.verifyPassword(password, stored);
    },
  };
});

describe("admin sign-in and sessions on PGlite", () => {
  const clock = testClock();
  let harness: ApiHarness;
  beforeAll(async () => {
    harness = await createApiHarness({ clock: clock.now });
  });
  afterAll(async () => {
    await harness?.close();
  });
  adminAuthContract(() => harness, clock);

  // Timing is the work done, not a stopwatch (which a busy machine bends): each refusal runs one
  // scrypt check with the same parameters, the unknown account's against a decoy hash.
  test("an unknown account costs the same work as a wrong password: one scrypt check at the same parameters", async () => {
    const email = await createStaff(harness.database.db);
    const parametersOf = (hash: string) => hash.split("$").slice(0, 4).join("$");
    checkedAgainst.length = 0;
    await postSignIn(harness, email, "not the password", { "x-forwarded-for": "192.0.2.140" });
    const wrong = [...checkedAgainst];
    checkedAgainst.length = 0;
    await postSignIn(harness, "nobody-here@northwind.example", "not the password", {
      "x-forwarded-for": "192.0.2.141",
    });
    const unknown = [...checkedAgainst];
    expect(wrong).toHaveLength(1);
    expect(unknown).toHaveLength(1);
    expect(parametersOf(unknown[0]!)).toBe(parametersOf(wrong[0]!));
    expect(parametersOf(unknown[0]!)).toMatch(/^scrypt\$\d+\$\d+\$\d+$/);
    expect(unknown[0]).not.toBe(wrong[0]);
  });
});
