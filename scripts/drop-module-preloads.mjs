// Removes the <link rel="modulepreload"> hints from the prerendered HTML pages.
//
// React 19 hoists React Router's hints into <head>, where the whole first-load JavaScript then
// competes with the stylesheet and the font for the first bytes of a slow connection, and
// Lighthouse counts every preloaded module as render-blocking. Without the hints the page paints
// from HTML and CSS alone; the browser finds the same modules through the page's module script a
// round trip later, which only delays hydration of content that is already visible.
// (docs/decisions/003-paint-before-javascript.md)
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

let pages = 0;
for (const file of htmlFiles(root)) {
  const html = readFileSync(file, "utf8");
  const stripped = html.replace(/<link rel="modulepreload" href="[^"]*"\/>/g, "");
  if (stripped === html) continue;
  writeFileSync(file, stripped);
  pages += 1;
}
console.log(`dropped module preload hints from ${pages} pages`);
