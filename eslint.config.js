// @ts-check
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers of docs/architecture.md: a lower layer never imports an upper one.
 * schemas/ and lib/ are shared by browser and server; components/ are primitives any page uses;
 * features/ compose them; server/ is Node only and never reaches into the React tree.
 */
const layering = [
  { target: "./app/schemas", from: ["./app/features", "./app/components", "./app/routes", "./server"] },
  { target: "./app/lib", from: ["./app/features", "./app/components", "./app/routes", "./server"] },
  { target: "./app/content", from: ["./app/features", "./app/components", "./app/routes", "./server"] },
  { target: "./app/components", from: ["./app/features", "./app/routes", "./server"] },
  { target: "./app/features", from: ["./app/routes", "./server"] },
  { target: "./app", from: ["./server"] },
  { target: "./server", from: ["./app/features", "./app/components", "./app/routes"] },
].map((zone) => ({ ...zone, message: "Lower layers do not import upper ones (docs/architecture.md)." }));

const parentImports = { group: ["../*"], message: "Use the #app/*, #server/* or #tests/* import map." };

export default tseslint.config(
  { ignores: ["build*/**", "data/**", "coverage/**", "screenshots/**", ".react-router/**", "lighthouse-reports/**"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    settings: { "import-x/resolver": { typescript: true, node: true } },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: layering }],
      "import-x/no-duplicates": "error",
      "import-x/first": "error",
      "no-restricted-imports": ["error", { patterns: [parentImports] }],
      // A timer handle read by the callback it schedules is assigned once, after the callback is made.
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-definitions": ["error", "type"],
      "@typescript-eslint/array-type": ["error", { default: "generic" }],
    },
  },
  {
    // A test may assert that something exists with `!`: a failure then names the line.
    files: ["**/*.test.ts", "**/*.test.tsx", "tests/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A box that scrolls inside the page is a named region a keyboard can focus, to scroll it
      // with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"] }],
    },
  },
  {
    // Browser code takes zod from the one module that configures it (app/schemas/zod.ts).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/schemas/zod.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "zod", message: "Import { z } from #app/schemas/zod (it configures zod for the browser)." }],
          patterns: [parentImports],
        },
      ],
    },
  },
  prettier,
);
