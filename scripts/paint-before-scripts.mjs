// Makes every prerendered page paint from its HTML and CSS before any of its JavaScript is fetched
// (docs/decisions/003-paint-before-javascript.md):
//
// 1. Drops the <link rel="modulepreload"> hints. React 19 hoists React Router's hints into <head>,
//    where the whole first-load JavaScript would compete with the stylesheet and the font for the
//    first bytes of a slow connection.
// 2. Starts the page's modules after its first contentful paint. React Router's inline module script imports
//    the route modules statically, so they were fetched alongside the stylesheet; now the script
//    waits for the first paint (rendering is blocked until the stylesheet has arrived), then imports
//    the same modules in the same order. A press made before they run is replayed once the page has
//    hydrated (app/lib/early-clicks.ts), so nothing is lost while they load.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(process.env.BUILD_DIR ?? "build", "client");

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return full.endsWith(".html") ? [full] : [];
  });
}

// Waits for the first contentful paint itself, as the browser reports it: a frame callback plus a
// task can run before that frame's paint is done, and modules requested then competed with it (in
// Lighthouse's simulation they were counted as what the largest paint waited for, 1.35 s to 1.95 s
// from run to run). 300 ms is the fallback for a page that paints nothing.
const afterFirstPaint =
  "await new Promise((resolve) => { const done = () => { clearTimeout(timer); resolve(); }; " +
  "const timer = setTimeout(done, 300); try { new PerformanceObserver((list, observer) => { " +
  'if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); done(); } ' +
  '}).observe({ type: "paint", buffered: true }); } catch { done(); } });';

/** `import * as route0 from "/a.js";` lines become one awaited Promise.all of dynamic imports. */
function deferModuleScript(script) {
  const imports = [...script.matchAll(/^\s*import \* as (\w+) from "([^"]+)";\s*$/gm)];
  if (imports.length === 0 || script.includes(afterFirstPaint)) return script;
  const names = imports.map((m) => m[1]).join(", ");
  const loads = imports.map((m) => `import(${JSON.stringify(m[2])})`).join(", ");
  const rest = script.replace(/^\s*import \* as \w+ from "[^"]+";\s*$/gm, "").replace(/^;\s*/, "");
  return `\n${afterFirstPaint}\nconst [${names}] = await Promise.all([${loads}]);\n${rest}`;
}

let pages = 0;
for (const file of htmlFiles(root)) {
  const html = readFileSync(file, "utf8");
  const changed = html
    .replace(/<link rel="modulepreload" href="[^"]*"\/>/g, "")
    .replace(
      /(<script type="module"[^>]*>)([\s\S]*?)(<\/script>)/g,
      (_, open, body, close) => open + deferModuleScript(body) + close,
    );
  if (changed === html) continue;
  writeFileSync(file, changed);
  pages += 1;
}
console.log(`${pages} pages paint before their scripts load`);
