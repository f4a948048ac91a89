import { createHash } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { webItemId } from "#app/content/content-catalogue";
import type { Database } from "#server/db/client";
import { contentFeeds, contentItems } from "#server/db/schema";
import { extractTags } from "#app/modules/content/server/keywords";
import { summarize } from "#app/modules/content/server/summarize";
import { parseFeedDocument, type FeedArticle } from "./parse-feed";
import { FetchRefused, safeFetch, type SafeFetchOptions } from "./safe-fetch";

export type FeedFetchOptions = Omit<SafeFetchOptions, "headers" | "timeoutMs" | "maxBytes"> & {
  timeoutMs?: number;
  maxBytes?: number;
  userAgent?: string;
};

export type RefreshResult =
  | { status: "updated"; added: number; changed: number; unchanged: number }
  | { status: "not-modified" }
  | { status: "failed"; error: string };

/** Articles taken from one feed document, newest first. */
const maxArticlesPerFeed = 100;
const descriptionLength = 300;

function charsetOf(contentType: string | undefined): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType ?? "")?.[1]?.toLowerCase() ?? "utf-8";
  try {
    new TextDecoder(charset);
    return charset;
  } catch {
    return "utf-8";
  }
}

function header(value: string | Array<string> | undefined): string | null {
  return typeof value === "string" && value.length > 0 && value.length <= 1000 ? value : null;
}

async function rowOf(article: FeedArticle, feedUrl: string, publisher: string | null) {
  const description = article.text ? ((await summarize(article.text, descriptionLength)) ?? "") : "";
  const tags =
    article.categories.length > 0
      ? [...new Set(article.categories)].slice(0, 5)
      : await extractTags(`${article.title}. ${article.text}`.slice(0, 5000), 4);
  const shown = { url: article.url, title: article.title, description, tags, publisher, at: article.publishedAt };
  return {
    id: webItemId(article.url),
    url: article.url,
    feedUrl,
    guid: article.guid,
    title: article.title.slice(0, 300),
    description,
    tags,
    publisher,
    publishedAt: article.publishedAt,
    contentHash: createHash("sha256").update(JSON.stringify(shown)).digest("hex"),
  };
}

async function recordFailure(db: Database, feedUrl: string, error: string): Promise<RefreshResult> {
  await db
    .update(contentFeeds)
    .set({ lastStatus: "failed", lastError: error.slice(0, 500), lastCheckedAt: sql`now()` })
    .where(eq(contentFeeds.url, feedUrl));
  return { status: "failed", error };
}

/**
 * Fetches one feed (sending back its ETag and Last-Modified exactly as received), and on a change
 * stores its articles: new ones inserted, changed ones updated, the same article never twice (an
 * article another feed brought first stays as that feed described it).
 */
export async function refreshFeed(
  db: Database,
  feedUrl: string,
  options: FeedFetchOptions = {},
): Promise<RefreshResult> {
  await db.insert(contentFeeds).values({ url: feedUrl }).onConflictDoNothing();
  const [feed] = await db.select().from(contentFeeds).where(eq(contentFeeds.url, feedUrl));
  const headers: Record<string, string> = {
    accept:
      "application/rss+xml, application/atom+xml, application/feed+json, application/json;q=0.9, application/xml;q=0.8, text/xml;q=0.8, */*;q=0.5",
    "user-agent": options.userAgent ?? "NorthwindTalentFeedReader/1.0",
  };
  if (feed?.etag) headers["if-none-match"] = feed.etag;
  if (feed?.lastModified) headers["if-modified-since"] = feed.lastModified;

  let response;
  try {
    response = await safeFetch(feedUrl, {
      ...options,
      timeoutMs: options.timeoutMs ?? 10_000,
      maxBytes: options.maxBytes ?? 2 * 1024 * 1024,
      headers,
    });
  } catch (error) {
    return recordFailure(db, feedUrl, error instanceof FetchRefused ? error.message : "fetch failed");
  }
  if (response.status === 304) {
    await db
      .update(contentFeeds)
      .set({ lastStatus: "not-modified", lastError: null, lastCheckedAt: sql`now()` })
      .where(eq(contentFeeds.url, feedUrl));
    return { status: "not-modified" };
  }
  if (response.status < 200 || response.status >= 300) {
    return recordFailure(db, feedUrl, `the feed answered HTTP ${response.status}`);
  }

  let parsed;
  try {
    const text = new TextDecoder(charsetOf(header(response.headers["content-type"]) ?? undefined)).decode(
      response.body,
    );
    parsed = parseFeedDocument(text);
  } catch {
    return recordFailure(db, feedUrl, "the document is not an RSS, Atom or JSON feed");
  }

  const articles = [...parsed.articles]
    .sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0))
    .slice(0, maxArticlesPerFeed);
  const rows = new Map<string, Awaited<ReturnType<typeof rowOf>>>();
  for (const article of articles) {
    const row = await rowOf(article, feedUrl, parsed.title);
    if (!rows.has(row.id)) rows.set(row.id, row);
  }

  return db.transaction(async (tx) => {
    const ids = [...rows.keys()];
    const existing = new Map(
      ids.length === 0
        ? []
        : (
            await tx
              .select({ id: contentItems.id, contentHash: contentItems.contentHash, feedUrl: contentItems.feedUrl })
              .from(contentItems)
              .where(inArray(contentItems.id, ids))
          ).map((row) => [row.id, row]),
    );
    let added = 0;
    let changed = 0;
    for (const row of rows.values()) {
      const stored = existing.get(row.id);
      if (stored === undefined) {
        await tx.insert(contentItems).values(row).onConflictDoNothing();
        added += 1;
      } else if (stored.feedUrl === feedUrl && stored.contentHash !== row.contentHash) {
        // Only the feed that brought an article updates it: two feeds listing one article do not take turns.
        await tx
          .update(contentItems)
          .set({ ...row, updatedAt: sql`now()` })
          .where(eq(contentItems.id, row.id));
        changed += 1;
      }
    }
    await tx
      .update(contentFeeds)
      .set({
        title: parsed.title,
        etag: header(response.headers.etag),
        lastModified: header(response.headers["last-modified"]),
        lastStatus: "updated",
        lastError: null,
        lastCheckedAt: sql`now()`,
        lastChangedAt: added + changed > 0 ? sql`now()` : feed?.lastChangedAt,
        itemCount: rows.size,
      })
      .where(eq(contentFeeds.url, feedUrl));
    return { status: "updated" as const, added, changed, unchanged: rows.size - added - changed };
  });
}
