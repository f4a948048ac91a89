import { describe } from "vitest";
import { describeFeedIngestion } from "#tests/contracts/content-feeds";

describe("feed ingestion on PGlite", () => {
  describeFeedIngestion(() => undefined);
});
