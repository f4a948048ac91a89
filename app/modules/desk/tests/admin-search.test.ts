import { describe } from "vitest";
import { adminSearchContract } from "#tests/contracts/admin-search";
import { useApiHarness } from "#tests/support/api-app";

describe("admin search on PGlite", () => {
  const harness = useApiHarness({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });
  adminSearchContract(() => harness);
});
