import { defineConfig } from "vitest/config";

// `npm run test:reliability`: faults, hostile input, crashes and two app processes on one PostgreSQL,
// against the production build. Heavy: files run one after another. RELIABILITY_SCALE=ci runs the
// same cases at the sizes `npm test` can afford; the default is the full sizes (docs/product.md#robustness).
export default defineConfig({
  test: {
    include: ["tests/reliability/**/*.test.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    environment: "node",
    testTimeout: 900_000,
    hookTimeout: 240_000,
    pool: "forks",
    fileParallelism: false,
  },
});
