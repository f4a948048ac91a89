import { describe } from "vitest";
import { deskApiContract } from "#tests/contracts/desk-api";
import { postgresAvailable, usePostgresHarness } from "#tests/support/postgres";

describe.runIf(postgresAvailable())("the desk's JSON API on PostgreSQL", () => {
  deskApiContract(usePostgresHarness({}));
});
