import { describe } from "vitest";
import { deskSearchContract } from "#tests/contracts/desk-search";
import { postgresAvailable, usePostgresHarness } from "#tests/support/postgres";

describe.runIf(postgresAvailable())("the desk's search on PostgreSQL", () => {
  deskSearchContract(usePostgresHarness({ RATE_LIMIT_PER_MINUTE: "100000" }));
});
