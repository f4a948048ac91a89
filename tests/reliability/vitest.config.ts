import { defineConfig } from "vitest/config";
import { recordTestDurations, slowestFirst } from "#tests/support/test-durations";

// `npm run test:reliability`: faults, hostile input, crashes and two app processes on one PostgreSQL,
// against the production build. Heavy: files run one after another. RELIABILITY_SCALE=ci runs the
// same cases at the sizes `npm test` can afford; the default is the full sizes (docs/product.md#robustness).
export default defineConfig({
  plugins: [recordTestDurations("reliability")],
  test: {
    include: ["tests/reliability/**/*.test.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    environment: "node",
    testTimeout: 900_000,
    hookTimeout: 240_000,
    sequence: { sequencer: slowestFirst("reliability") },
    pool: "forks",
    fileParallelism: false,
  },
});
