import { describe } from "vitest";
import { describeFeedIngestion } from "#tests/support/content-feeds-contract";

describe("feed ingestion on PGlite", () => {
  describeFeedIngestion(() => undefined);
});
