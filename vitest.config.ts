import { defineConfig } from "vitest/config";

// Vitest runs without the React Router plugin: unit, component and API tests
// import modules directly. Browser suites live in tests/e2e and have their own config.
export default defineConfig({
  esbuild: { jsx: "automatic" },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/api/**/*.test.ts", "scripts/**/*.test.ts"],
    globalSetup: ["tests/support/unit-global-setup.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default leaves one core idle; the files are independent (each its own database).
    maxWorkers: 2,
  },
});
