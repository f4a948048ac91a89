import { defineConfig } from "vitest/config";
import { recordTestDurations, slowestFirst } from "./tests/support/test-durations";

// Vitest runs without the React Router plugin: unit, component and API tests
// import modules directly. Browser suites live in tests/e2e and have their own config.
export default defineConfig({
  esbuild: { jsx: "automatic" },
  plugins: [recordTestDurations("unit-and-api")],
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "tests/api/**/*.test.ts",
      "tests/support/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    // A module's component tests run in Chromium with the component suite (tests/components), its
    // PostgreSQL runs with the PostgreSQL suite (tests/postgres).
    exclude: ["**/node_modules/**", "**/*.component.test.tsx", "**/*.postgres.test.ts"],
    globalSetup: ["tests/support/unit-global-setup.ts"],
    environment: "node",
    // A stylesheet imported for its address (`admin.css?url`, the admin pages' <link>) gets the
    // address it has in development; left out, Vitest would answer an empty string, and a page
    // would render <link href="">.
    css: { include: [/\.css\?url$/] },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default leaves one core idle; the files are independent (each its own database).
    maxWorkers: 2,
    // Files on one worker share its modules instead of loading the server and its libraries again
    // for each file (what it saves: docs/scaling.md#what-the-codes-choices-cost); they pass in
    // shuffled orders too.
    // So a file puts back what it changes outside its own objects (vi.unstubAllGlobals,
    // vi.restoreAllMocks), and module-level state in tests/support is kept per file or is a
    // counter that only has to stay unique (docs/testing.md).
    isolate: false,
    sequence: { sequencer: slowestFirst("unit-and-api") },
  },
});
