import tailwindcss from "@tailwindcss/vite";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { chromePath } from "#tests/support/browser";
import { recordTestDurations, slowestFirst } from "#tests/support/test-durations";

// Component tests: one section of a page rendered by React in the system Chromium, with the site's
// stylesheet, and driven as a visitor would, without a server or a production build (docs/testing.md).
export default defineConfig({
  plugins: [tailwindcss(), recordTestDurations("components")],
  esbuild: { jsx: "automatic" },
  define: { __PUBLIC_URL__: JSON.stringify("") },
  // The sections' libraries, found before the first file runs: a dependency found mid-run makes
  // Vite optimise again and reload the page under the running tests.
  optimizeDeps: {
    include: [
      "react",
      "react-router",
      "react-dom",
      "react-dom/client",
      "react/jsx-runtime",
      "react/jsx-dev-runtime",
      "lucide-react",
      "radix-ui",
      "react-hook-form",
      "@hookform/resolvers/zod",
      "zod",
      "clsx",
      "tailwind-merge",
      "react-day-picker",
      "date-fns",
      "@date-fns/tz",
    ],
  },
  test: {
    include: ["tests/components/**/*.test.tsx", "app/modules/**/*.component.test.tsx"],
    setupFiles: ["tests/components/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: 10_000 } },
    sequence: { sequencer: slowestFirst("components") },
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({
        launchOptions: {
          executablePath: chromePath(),
          args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
        },
      }),
      instances: [{ browser: "chromium", viewport: { width: 1280, height: 800 } }],
    },
  },
});
