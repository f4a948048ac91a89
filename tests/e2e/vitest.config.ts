import { defineConfig } from "vitest/config";
import { recordTestDurations, slowestFirst } from "#tests/support/test-durations";

// Browser journeys against the production build: one build (global setup), one shared server (a
// file with settings starts its own), one browser per worker, two files at a time. Much of a journey is waiting (for a paint, a settle, a
// debounce), so two files share the 2-core machine well; assertions wait for what a visitor would
// see (`expect.poll`, locators), which keeps them steady under the shared load.
export default defineConfig({
  plugins: [recordTestDurations("browser")],
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/shared-server.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Waiting assertions (`expect.poll`) wait for what a visitor would see; a busy 2-core machine needs more than 1 s.
    expect: { poll: { timeout: 10_000 } },
    pool: "forks",
    fileParallelism: true,
    maxWorkers: 2,
    // The test files on one worker share its loaded modules, as in the unit suite (docs/testing.md;
    // what it saves: docs/scaling.md#what-the-codes-choices-cost).
    isolate: false,
    // The slowest files start first (by the last runs' durations), so both lanes stay busy to the end.
    sequence: { sequencer: slowestFirst("browser") },
  },
});
