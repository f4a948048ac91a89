import { describe } from "vitest";
import { deskSearchContract } from "#tests/contracts/desk-search";
import { useApiHarness } from "#tests/support/api-app";

describe("the desk's search on PGlite", () => {
  const harness = useApiHarness({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });
  deskSearchContract(() => harness);
});
