import { describe, expect, test } from "vitest";
import { createApiHarness } from "#tests/support/api-app";
import { describeFeedIngestion } from "#app/modules/content/tests/content-feeds";
import { openApiContract } from "#tests/contracts/openapi";
import { postgresAvailable, usePostgresCluster } from "#tests/support/postgres";

describe.skipIf(!postgresAvailable())("content on PostgreSQL", () => {
  const postgres = usePostgresCluster();

  describe("feed ingestion", () => {
    let url: string | undefined;
    describeFeedIngestion(() => (url ??= postgres.database()));
  });

  test("the content calls answer as documented and count against the per-IP limit kept in PostgreSQL", async () => {
    const harness = await createApiHarness({
      databaseUrl: postgres.database(),
      env: { CONTENT_RATE_LIMIT_PER_MINUTE: "3" },
    });
    try {
      const contract = await openApiContract(harness);
      const headers = { "x-forwarded-for": "198.51.100.44" };
      const first = await harness.postJson(
        "/api/content/suggestions",
        { interests: { topics: ["Remote Work"] } },
        headers,
      );
      expect(first.status).toBe(200);
      expect(((await first.json()) as { data: Array<unknown> }).data).toHaveLength(3);
      expect(
        (await harness.postJson("/api/content/tags", { content: "Remote work for distributed teams." }, headers))
          .status,
      ).toBe(200);
      expect(
        (await harness.postJson("/api/content/web-research", { interests: { topics: ["AI"] } }, headers)).status,
      ).toBe(200);
      const limited = await harness.postJson("/api/content/summary", { content: "Too many." }, headers);
      expect(limited.status).toBe(429);
      await contract.expectDocumented("POST", "/api/content/summary", limited.clone());
      expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    } finally {
      await harness.close();
    }
  });
});
