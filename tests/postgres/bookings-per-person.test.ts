import { describe } from "vitest";
import { bookingsPerPersonContract, personLimitsEnv } from "#tests/contracts/bookings-per-person";
import { postgresAvailable, usePostgresHarness } from "#tests/support/postgres";

describe.runIf(postgresAvailable())("upcoming bookings per address, company and client on PostgreSQL", () => {
  const harnessOf = usePostgresHarness(personLimitsEnv);
  bookingsPerPersonContract(harnessOf);
});
