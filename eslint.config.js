// @ts-check
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { readdirSync } from "node:fs";
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
  { target: ["./app/!(modules)/**", "./app/*.{ts,tsx}"], from: ["./server"] },
  { target: "./server", from: ["./app/features", "./app/components", "./app/routes"] },
].map((zone) => ({ ...zone, message: "Lower layers do not import upper ones (docs/architecture.md)." }));

/**
 * Capability modules (docs/decisions/015-capability-modules.md), one folder each under app/modules.
 * Another module is reached only through its faces: index.ts (schemas and rules, for browser and
 * server alike), ui.ts (React: components and hooks) and server.ts (Node only). Inside a module the layers hold: schemas and lib < components < desk, pages; server/
 * may use schemas and lib, and nothing the browser loads may reach server code.
 */
const modules = readdirSync(new URL("./app/modules", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const faces = ["./index.ts", "./ui.ts", "./server.ts"];
const layerMessage = "Inside a module, lower layers do not import upper ones (docs/architecture.md).";
const browserParts = ["schemas", "lib", "components", "desk", "pages"];
const moduleZones = modules.flatMap((name) => {
  const at = (part) => `./app/modules/${name}/${part}`;
  return [
    {
      target: [
        `./app/modules/!(${name})/**`,
        "./app/!(modules)/**",
        "./app/*.{ts,tsx}",
        "./server",
        "./tests",
        "./scripts",
      ],
      from: `./app/modules/${name}`,
      except: faces,
      message: `Another module is reached through its faces: #app/modules/${name}, #app/modules/${name}/ui or #app/modules/${name}/server.`,
    },
    { target: at("schemas"), from: ["components", "desk", "pages", "server"].map(at), message: layerMessage },
    { target: at("lib"), from: ["components", "desk", "pages", "server"].map(at), message: layerMessage },
    { target: at("components"), from: ["desk", "pages", "server"].map(at), message: layerMessage },
    { target: at("desk"), from: ["pages", "server"].map(at), message: layerMessage },
    { target: at("pages"), from: [at("server")], message: layerMessage },
    {
      target: [...browserParts.map(at), `./app/modules/${name}/index.ts`],
      from: [at("server"), ...modules.map((other) => `./app/modules/${other}/server.ts`), "./server"],
      message: "Code the browser loads never imports server code: use the module's index.ts or ui.ts face.",
    },
    {
      target: [at("server"), `./app/modules/${name}/server.ts`, `./app/modules/${name}/index.ts`],
      from: [at("components"), at("desk"), at("pages"), ...modules.map((other) => `./app/modules/${other}/ui.ts`)],
      message: "Server code and the shared face never import React pieces: use the module's index.ts face.",
    },
  ];
});
const parentImports = { group: ["../*"], message: "Use the #app/*, #server/* or #tests/* import map." };

export default tseslint.config(
  { ignores: ["build*/**", "data/**", "coverage/**", "screenshots/**", ".react-router/**", "lighthouse-reports/**"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    settings: { ...importX.flatConfigs.typescript.settings, "import-x/resolver": { typescript: true, node: true } },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...layering, ...moduleZones] }],
      // Files import each other one way only (type-only imports vanish when compiled, so they are left out).
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
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
    ignores: ["app/schemas/zod.ts", "app/modules/*/server/**", "app/modules/*/server.ts", "app/modules/*/tests/**"],
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
