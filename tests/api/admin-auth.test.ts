import { afterAll, beforeAll, describe } from "vitest";
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
