import { defineConfig } from "vitest/config";
import { recordTestDurations, slowestFirst } from "#tests/support/test-durations";

// PostgreSQL suites: each file starts a throwaway cluster (tests/support/postgres-cluster.ts).
// Without PostgreSQL binaries they skip with a notice, unless REQUIRE_POSTGRES=1.
// Files run one after another: clusters and app processes are heavy on a 2-core machine.
export default defineConfig({
  plugins: [recordTestDurations("postgres")],
  test: {
    // A module keeps its PostgreSQL runs beside its other tests, as `*.postgres.test.ts`.
    include: ["tests/postgres/**/*.test.ts", "app/modules/**/*.postgres.test.ts"],
    environment: "node",
    testTimeout: 180_000,
    hookTimeout: 240_000,
    sequence: { sequencer: slowestFirst("postgres") },
    pool: "forks",
    fileParallelism: false,
    // One load of the server's modules for all files, as in the unit suite (docs/testing.md;
    // what it saves: docs/scaling.md#what-the-codes-choices-cost).
    isolate: false,
  },
});
