import { describe } from "vitest";
import { describeFeedIngestion } from "#app/modules/content/tests/content-feeds";

describe("feed ingestion on PGlite", () => {
  describeFeedIngestion(() => undefined);
});
