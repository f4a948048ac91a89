import type { Database } from "#server/db/client";
import type { Logger } from "#server/logger";
import { refreshFeed, type FeedFetchOptions, type RefreshResult } from "#app/modules/content/server";

export type FeedRefresher = {
  /** Refreshes every feed now, one after another; resolves when all are done. */
  runOnce: () => Promise<Array<{ url: string; result: RefreshResult }>>;
  stop: () => Promise<void>;
};

/**
 * Refreshes the configured feeds at start and then every `everyMs` (CONTENT_FEED_REFRESH_MINUTES),
 * one feed at a time so a slow host delays only itself. Failures are recorded per feed and logged
 * by host only; `onChanged` tells this process's catalogue to reload.
 */
export function startFeedRefresher(deps: {
  db: Database;
  logger: Logger;
  feeds: Array<string>;
  everyMs: number;
  fetchOptions?: FeedFetchOptions;
  onChanged?: () => void;
}): FeedRefresher {
  let current: Promise<Array<{ url: string; result: RefreshResult }>> | null = null;
  let stopped = false;

  async function refreshAll(): Promise<Array<{ url: string; result: RefreshResult }>> {
    const results: Array<{ url: string; result: RefreshResult }> = [];
    let changed = false;
    for (const url of deps.feeds) {
      if (stopped) break;
      const host = new URL(url).host;
      let result: RefreshResult;
      try {
        result = await refreshFeed(deps.db, url, deps.fetchOptions);
      } catch (error) {
        result = { status: "failed", error: error instanceof Error ? error.message : String(error) };
      }
      results.push({ url, result });
      if (result.status === "failed") deps.logger.warn("feed refresh failed", { host, error: result.error });
      else if (result.status === "not-modified") deps.logger.debug("feed not modified", { host });
      else {
        deps.logger.info("feed refreshed", { host, added: result.added, changed: result.changed });
        if (result.added + result.changed > 0) changed = true;
      }
    }
    if (changed) deps.onChanged?.();
    return results;
  }

  function runOnce() {
    current ??= refreshAll().finally(() => {
      current = null;
    });
    return current;
  }

  const first = setTimeout(() => void runOnce(), 0);
  const timer = setInterval(() => void runOnce(), deps.everyMs);
  first.unref();
  timer.unref();
  return {
    runOnce,
    stop: async () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await current;
    },
  };
}
