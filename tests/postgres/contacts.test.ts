import { describe } from "vitest";
import { contactsContract } from "#tests/contracts/contacts";
import { postgresAvailable, usePostgresHarness } from "#tests/support/postgres";

describe.runIf(postgresAvailable())("contacts on PostgreSQL", () => {
  contactsContract(usePostgresHarness({ RATE_LIMIT_PER_MINUTE: "100000" }));
});
