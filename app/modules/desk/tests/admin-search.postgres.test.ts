import { describe } from "vitest";
import { adminSearchContract } from "#tests/contracts/admin-search";
import { postgresAvailable, usePostgresHarness } from "#tests/support/postgres";

describe.runIf(postgresAvailable())("admin search on PostgreSQL", () => {
  adminSearchContract(usePostgresHarness({ RATE_LIMIT_PER_MINUTE: "100000" }));
});
