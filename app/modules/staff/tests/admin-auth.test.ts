import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { testClock } from "#tests/support/admin";
import { adminAuthContract } from "#tests/contracts/admin-auth";
import { createApiHarness, type ApiHarness } from "#tests/support/api-app";

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
});

// Timing is the work done, not a stopwatch (which a busy machine bends): each refusal runs one
// scrypt check with the same parameters, the unknown account's against a decoy hash. The unit
// suite shares loaded modules between files, so the app is loaded afresh here with the password
// module wrapped, and put back afterwards.
test("an unknown account costs the same work as a wrong password: one scrypt check at the same parameters", async () => {
  const checkedAgainst: Array<string> = [];
  vi.resetModules();
  vi.doMock("#app/modules/staff/server/passwords", async (original) => {
    const passwords = await original<typeof import("#app/modules/staff/server/passwords")>();
    return {
      ...passwords,
      verifyPassword: (password: string, stored: string) => {
        checkedAgainst.push(stored);
        return passwords.verifyPassword(password, stored);
      },
    };
  });
  const fresh = await import("#tests/support/api-app");
  const staff = await import("#tests/support/admin");
  const harness = await fresh.createApiHarness({ clock: testClock().now });
  try {
    const email = await staff.createStaff(harness.database.db);
    const parametersOf = (hash: string) => hash.split("$").slice(0, 4).join("$");
    await staff.postSignIn(harness, email, "not the password", { "x-forwarded-for": "192.0.2.140" });
    const wrong = checkedAgainst.splice(0);
    await staff.postSignIn(harness, "nobody-here@northwind.example", "not the password", {
      "x-forwarded-for": "192.0.2.141",
    });
    const unknown = checkedAgainst.splice(0);
    expect(wrong).toHaveLength(1);
    expect(unknown).toHaveLength(1);
    expect(parametersOf(unknown[0]!)).toBe(parametersOf(wrong[0]!));
    expect(parametersOf(unknown[0]!)).toMatch(/^scrypt\$\d+\$\d+\$\d+$/);
    expect(unknown[0]).not.toBe(wrong[0]);
  } finally {
    await harness.close();
    vi.doUnmock("#server/services/admin/passwords");
    vi.resetModules();
  }
});
