import { errorText, type Logger } from "#server/logger";

export type PollingLoop = {
  /** Run a round now instead of at the next poll. */
  wake: () => void;
  /** Ends the loop after the round in progress. */
  stop: () => Promise<void>;
};

/**
 * Runs `runOnce` again and again: at once while it handles full batches, otherwise after `pollMs`
 * or as soon as someone calls `wake()`. The outbox worker and the webhook worker share it.
 */
export function startPollingLoop(options: {
  name: string;
  logger: Logger;
  pollMs: number;
  batchSize: number;
  runOnce: () => Promise<number>;
  beforeFirstRound?: () => Promise<void>;
}): PollingLoop {
  let running = true;
  let wakeUp: (() => void) | null = null;
  let wakeRequested = false;

  function pause(ms: number): Promise<void> {
    if (wakeRequested) {
      wakeRequested = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });
  }

  const loop = (async () => {
    await options.beforeFirstRound?.();
    while (running) {
      let handled = 0;
      try {
        handled = await options.runOnce();
      } catch (error) {
        options.logger.warn(`${options.name} poll failed`, { error: errorText(error) });
      }
      // A full batch means more may be due: go again at once.
      if (running && handled < options.batchSize) await pause(options.pollMs);
    }
  })();

  return {
    wake: () => {
      if (wakeUp) wakeUp();
      else wakeRequested = true;
    },
    stop: async () => {
      running = false;
      wakeUp?.();
      await loop;
    },
  };
}
