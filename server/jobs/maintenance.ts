import type { Database } from "../db/client";
import type { Logger } from "../logger";
import { pruneIdempotencyKeys } from "../services/idempotency";
import { pruneRateLimits } from "../services/rate-limit";

const everyMs = 5 * 60 * 1000;

/** Deletes finished rate-limit windows and expired idempotency answers, at start and every few minutes. */
export function startMaintenance(deps: { db: Database; logger: Logger }): { stop: () => Promise<void> } {
  let current: Promise<void> = Promise.resolve();
  const run = () => {
    current = (async () => {
      try {
        await pruneRateLimits(deps.db);
        await pruneIdempotencyKeys(deps.db);
      } catch (error) {
        deps.logger.warn("maintenance failed", { error: error instanceof Error ? error.message : String(error) });
      }
    })();
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await current;
    },
  };
}
