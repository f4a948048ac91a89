import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { contentFeeds, contentItems } from "#server/db/schema";
import { startFeedRefresher } from "#server/jobs/feed-refresher";
import { systemClock } from "#server/clock";
import { createContentCatalogue, type ContentCatalogue } from "#app/modules/content/server/catalogue";
import { refreshFeed, type FeedFetchOptions } from "#app/modules/content/server/feeds/ingest";
import { createLogger } from "#server/logger";
import { createApiHarness, type ApiHarness } from "#tests/support/api-app";
import { allowLoopbackOnly, rssFeed, startFeedServer, testResolver, type FeedServer } from "#tests/support/feed-server";

/**
 * Feed ingestion against feed servers on loopback, on whichever database `databaseUrl` names
 * (PGlite in memory when undefined): the same tests run in tests/api and tests/postgres.
 */
export function describeFeedIngestion(databaseUrl: () => string | undefined): void {
  let server: FeedServer;
  let harness: ApiHarness;
  let catalogue: ContentCatalogue;
  let database: DatabaseHandle;
  const fetchOptions: FeedFetchOptions = { resolve: testResolver, isAllowedAddress: allowLoopbackOnly };

  beforeAll(async () => {
    server = await startFeedServer();
    harness = await createApiHarness({
      databaseUrl: databaseUrl(),
      contentCatalogue: (handle) => {
        catalogue = createContentCatalogue({
          db: handle.db,
          logger: createLogger("silent", "test"),
          clock: systemClock,
        });
        return catalogue;
      },
    });
    database = harness.database;
  });
  afterAll(async () => {
    await harness?.close();
    await server?.close();
  });
  beforeEach(() => {
    server.routes.clear();
    server.requests.length = 0;
  });

  async function storedTitles(feedUrl: string): Promise<Array<string>> {
    const rows = await database.db
      .select({ title: contentItems.title })
      .from(contentItems)
      .where(eq(contentItems.feedUrl, feedUrl));
    return rows.map((row) => row.title).sort();
  }

  test("an RSS feed is stored; validators go back exactly as received; 304 is honoured; changes update, never duplicate", async () => {
    const feedUrl = `${server.origin}/rss`;
    const etag = 'W/"5e1-Zx/Q+9 weird"';
    const lastModified = "Tue, 10 Jun 2025 08:00:00 GMT";
    let version = 1;
    server.routes.set("/rss", (req, res) => {
      if (version === 1 && req.headers["if-none-match"] === etag && req.headers["if-modified-since"] === lastModified) {
        res.writeHead(304).end();
        return;
      }
      const items =
        version === 1
          ? [
              {
                title: "Remote onboarding in practice",
                link: "https://news.example/a?utm_source=rss",
                description: "How remote teams onboard engineers.",
                category: "Remote Work",
              },
              {
                title: "Bias audits for AI hiring tools",
                link: "https://news.example/b",
                description: "What a bias audit covers.",
              },
            ]
          : [
              {
                title: "Remote onboarding in practice, updated",
                link: "https://news.example/a",
                description: "How remote teams onboard engineers.",
              },
              {
                title: "Bias audits for AI hiring tools",
                link: "https://news.example/b",
                description: "What a bias audit covers.",
              },
              {
                title: "Bias audits for AI hiring tools",
                link: "https://news.example/b#again",
                description: "What a bias audit covers.",
              },
              {
                title: "Skills-based hiring grows",
                link: "https://news.example/c",
                description: "Degrees matter less.",
              },
            ];
      res
        .writeHead(200, {
          "content-type": "application/rss+xml; charset=utf-8",
          etag: version === 1 ? etag : '"v2"',
          "last-modified": lastModified,
        })
        .end(rssFeed(items));
    });

    expect(await refreshFeed(database.db, feedUrl, fetchOptions)).toEqual({
      status: "updated",
      added: 2,
      changed: 0,
      unchanged: 0,
    });
    const [feed] = await database.db.select().from(contentFeeds).where(eq(contentFeeds.url, feedUrl));
    expect(feed?.etag).toBe(etag);
    expect(feed?.lastModified).toBe(lastModified);
    expect(await storedTitles(feedUrl)).toEqual(["Bias audits for AI hiring tools", "Remote onboarding in practice"]);

    expect(await refreshFeed(database.db, feedUrl, fetchOptions)).toEqual({ status: "not-modified" });
    expect(server.requests[1]?.headers["if-none-match"]).toBe(etag);
    expect(server.requests[1]?.headers["if-modified-since"]).toBe(lastModified);

    version = 2;
    expect(await refreshFeed(database.db, feedUrl, fetchOptions)).toEqual({
      status: "updated",
      added: 1,
      changed: 1,
      unchanged: 1,
    });
    expect(await storedTitles(feedUrl)).toEqual([
      "Bias audits for AI hiring tools",
      "Remote onboarding in practice, updated",
      "Skills-based hiring grows",
    ]);
    expect(await refreshFeed(database.db, feedUrl, fetchOptions)).toEqual({
      status: "updated",
      added: 0,
      changed: 0,
      unchanged: 3,
    });
  });

  test("Atom and JSON Feed are read too; the same article in two feeds is stored once; unsafe links are skipped", async () => {
    server.routes.set("/atom", (_req, res) =>
      res
        .writeHead(200, { "content-type": "application/atom+xml" })
        .end(
          `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>People Ops Digest</title><id>urn:x</id><updated>2025-05-01T00:00:00Z</updated>` +
            `<entry><title>Employee experience metrics that matter</title><id>urn:1</id><link href="https://digest.example/ex"/><updated>2025-05-01T00:00:00Z</updated><summary type="html">&lt;p&gt;Measuring &lt;b&gt;employee experience&lt;/b&gt;.&lt;/p&gt;</summary><category term="ex" label="Employee Experience"/></entry>` +
            `<entry><title>Click me</title><id>urn:2</id><link href="javascript:alert(1)"/><updated>2025-05-01T00:00:00Z</updated></entry>` +
            `</feed>`,
        ),
    );
    server.routes.set("/json", (_req, res) =>
      res.writeHead(200, { "content-type": "application/feed+json" }).end(
        JSON.stringify({
          version: "https://jsonfeed.org/version/1.1",
          title: "Talent JSON",
          items: [
            {
              id: "1",
              url: "https://digest.example/ex",
              title: "Employee experience metrics that matter",
              content_text: "Same article.",
            },
            {
              id: "2",
              url: "https://talent.example/gcc",
              title: "Scaling a capability centre",
              content_html: "<p>Hiring at speed.</p>",
              tags: ["GCC"],
              date_published: "2025-04-01T00:00:00Z",
            },
          ],
        }),
      ),
    );
    expect(await refreshFeed(database.db, `${server.origin}/atom`, fetchOptions)).toMatchObject({
      status: "updated",
      added: 1,
    });
    expect(await refreshFeed(database.db, `${server.origin}/json`, fetchOptions)).toMatchObject({
      status: "updated",
      added: 1,
    });
    const [atomItem] = await database.db
      .select()
      .from(contentItems)
      .where(eq(contentItems.url, "https://digest.example/ex"));
    expect(atomItem?.description).toBe("Measuring employee experience.");
    expect(atomItem?.tags).toEqual(["Employee Experience"]);
    expect(atomItem?.publisher).toBe("People Ops Digest");
    const all = await database.db.select({ url: contentItems.url }).from(contentItems);
    expect(all.filter((row) => row.url === "https://digest.example/ex")).toHaveLength(1);
    expect(all.some((row) => row.url.startsWith("javascript"))).toBe(false);
  });

  test("a page that is not a feed, a refused host, a redirect to a private address and an oversized body store nothing", async () => {
    server.routes.set("/html", (_req, res) =>
      res.writeHead(200, { "content-type": "text/html" }).end("<html><body>Hi</body></html>"),
    );
    server.routes.set("/to-private", (_req, res) =>
      res.writeHead(302, { location: "http://intranet.test/feed" }).end(),
    );
    server.routes.set("/huge", (_req, res) =>
      res.writeHead(200).end(rssFeed([{ title: "x".repeat(5000), link: "https://huge.example/1" }])),
    );
    const cases: Array<[string, FeedFetchOptions]> = [
      [`${server.origin}/html`, fetchOptions],
      [`http://intranet.test:${server.port}/rss`, fetchOptions],
      [`${server.origin}/to-private`, fetchOptions],
      [`${server.origin}/huge`, { ...fetchOptions, maxBytes: 2048 }],
    ];
    for (const [url, options] of cases) {
      const result = await refreshFeed(database.db, url, options);
      expect(result.status, url).toBe("failed");
      const [feed] = await database.db.select().from(contentFeeds).where(eq(contentFeeds.url, url));
      expect(feed?.lastStatus).toBe("failed");
      expect(await storedTitles(url)).toEqual([]);
    }
    expect(server.requests.map((r) => r.path)).toEqual(["/html", "/to-private", "/huge"]);
  });

  test("the refresher job runs at start, and web research then offers the stored articles", async () => {
    server.routes.set("/job", (_req, res) =>
      res.writeHead(200).end(
        rssFeed([
          {
            title: "Async standups for distributed engineering teams",
            link: "https://teams.example/async-standups",
            description: "Remote work rituals for distributed teams.",
            category: "Remote Work",
          },
        ]),
      ),
    );
    let changed = 0;
    const refresher = startFeedRefresher({
      db: database.db,
      logger: createLogger("silent", "test"),
      feeds: [`${server.origin}/job`],
      everyMs: 60 * 60 * 1000,
      fetchOptions,
      onChanged: () => {
        changed += 1;
        catalogue.invalidate();
      },
    });
    await expect.poll(() => changed, { timeout: 10_000 }).toBe(1);
    await refresher.stop();
    // The catalogue reloads in the background after an invalidation; the second request sees it.
    await harness.postJson("/api/content/web-research", { interests: { topics: ["x"] } });
    await expect
      .poll(
        async () => {
          const reply = (await (
            await harness.postJson("/api/content/web-research", { interests: { topics: ["Async Standups"] }, count: 3 })
          ).json()) as { data: Array<{ url?: string }> };
          return reply.data.map((item) => item.url);
        },
        { timeout: 10_000 },
      )
      .toContain("https://teams.example/async-standups");
  });
}
