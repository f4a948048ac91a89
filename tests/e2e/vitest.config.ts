import { defineConfig } from "vitest/config";

// Browser journeys against the production build: one build (global setup),
// one server per file, files one after another so the 2-core machine is not overloaded.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Waiting assertions (`expect.poll`) wait for what a visitor would see; a busy 2-core machine needs more than 1 s.
    expect: { poll: { timeout: 10_000 } },
    pool: "forks",
    fileParallelism: false,
  },
});
