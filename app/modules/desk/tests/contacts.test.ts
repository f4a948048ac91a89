import { describe } from "vitest";
import { contactsContract } from "#tests/contracts/contacts";
import { useApiHarness } from "#tests/support/api-app";

describe("contacts on PGlite", () => {
  const harness = useApiHarness({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });
  contactsContract(() => harness);
});
