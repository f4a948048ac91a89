import { describe } from "vitest";
import { deskApiContract } from "#tests/contracts/desk-api";
import { useApiHarness } from "#tests/support/api-app";

describe("the desk's JSON API on PGlite", () => {
  const harness = useApiHarness();
  deskApiContract(() => harness);
});
