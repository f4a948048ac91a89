import { describe } from "vitest";
import { contactsContract } from "#tests/contracts/contacts";
import { deskApiContract } from "#tests/contracts/desk-api";
import { deskSearchContract } from "#tests/contracts/desk-search";
import { postgresAvailable, usePostgresHarness } from "#tests/support/postgres";

// One cluster for the three: each starts in about as long as its tests take.
describe.runIf(postgresAvailable())("the sales desk on PostgreSQL", () => {
  const harness = usePostgresHarness({ RATE_LIMIT_PER_MINUTE: "100000" });
  describe("contacts", () => contactsContract(harness));
  describe("search", () => deskSearchContract(harness));
  describe("JSON API and tokens", () => deskApiContract(harness));
});
