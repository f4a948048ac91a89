import { describe } from "vitest";
import { adminSearchContract } from "#tests/support/admin-search-contract";
import { postgresAvailable, usePostgresHarness } from "#tests/support/postgres";

describe.runIf(postgresAvailable())("admin search on PostgreSQL", () => {
  adminSearchContract(usePostgresHarness({ RATE_LIMIT_PER_MINUTE: "100000" }));
});
