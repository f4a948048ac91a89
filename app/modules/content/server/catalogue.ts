import { desc } from "drizzle-orm";
import { shippedWebItems, siteCatalogueItems, type CatalogueItem } from "#app/content/content-catalogue";
import type { Clock } from "#server/clock";
import type { Database } from "#server/db/client";
import { contentItems } from "#server/db/schema";
import { errorText, type Logger } from "#server/logger";
import { buildContentIndex, type ContentIndex } from "./content-index";

/** The site's items plus the web articles; the index is rebuilt when the stored articles change. */
export type ContentCatalogue = {
  index: () => Promise<ContentIndex>;
  /** Reload the stored articles at the next request (after a feed refresh in this process). */
  invalidate: () => void;
};

/** Web articles the ranking considers at most: the newest ones. */
const maxStoredArticles = 2000;

/** The newest stored articles and a fingerprint that changes whenever any of them does. */
export async function loadStoredArticles(db: Database): Promise<{ items: Array<CatalogueItem>; fingerprint: string }> {
  const rows = await db
    .select()
    .from(contentItems)
    .orderBy(desc(contentItems.publishedAt), desc(contentItems.createdAt))
    .limit(maxStoredArticles);
  const items = rows.map((row): CatalogueItem => ({
    id: row.id,
    type: "blog",
    source: "web",
    title: row.title,
    description: row.description,
    tags: row.tags,
    date: (row.publishedAt ?? row.createdAt).toISOString().slice(0, 10),
    url: row.url,
    publisher: row.publisher,
    editorialWeight: 0.4,
  }));
  return { items, fingerprint: rows.map((row) => `${row.id}:${row.contentHash}`).join(",") };
}

/**
 * Keeps one built index and reloads the stored articles at most every `refreshMs` (other processes,
 * such as `npm run worker`, may have refreshed the feeds). A stale index keeps answering while the
 * reload runs; if the database cannot be read, the site's items and the shipped articles still rank.
 */
export function createContentCatalogue(deps: {
  db: Database;
  logger: Logger;
  clock: Clock;
  refreshMs?: number;
  siteItems?: Array<CatalogueItem>;
  shippedItems?: Array<CatalogueItem>;
}): ContentCatalogue {
  const refreshMs = deps.refreshMs ?? 60_000;
  const siteItems = deps.siteItems ?? siteCatalogueItems();
  const shipped = deps.shippedItems ?? shippedWebItems();
  let current: { index: ContentIndex; loadedAt: number; signature: string } | null = null;
  let reloading: Promise<void> | null = null;

  async function reload(): Promise<void> {
    let stored: Array<CatalogueItem> = [];
    let signature = "unavailable";
    try {
      ({ items: stored, fingerprint: signature } = await loadStoredArticles(deps.db));
    } catch (error) {
      deps.logger.warn("stored web articles unavailable; ranking without them", {
        error: errorText(error),
      });
    }
    const shippedIds = new Set(shipped.map((item) => item.id));
    const web = [...shipped, ...stored.filter((item) => !shippedIds.has(item.id))];
    const now = deps.clock();
    if (current && current.signature === signature) {
      current.loadedAt = now.getTime();
      return;
    }
    current = { index: buildContentIndex([...siteItems, ...web], now), loadedAt: now.getTime(), signature };
  }

  function startReload(): Promise<void> {
    reloading ??= reload().finally(() => {
      reloading = null;
    });
    return reloading;
  }

  return {
    index: async () => {
      if (!current) await startReload();
      else if (deps.clock().getTime() - current.loadedAt > refreshMs) {
        startReload().catch((error: unknown) =>
          deps.logger.warn("content index reload failed; keeping the previous one", {
            error: errorText(error),
          }),
        );
      }
      if (!current) throw new Error("content index could not be built");
      return current.index;
    },
    invalidate: () => {
      if (current) current.loadedAt = 0;
    },
  };
}
