import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

// `npm run build` step: one share preview per indexable page into <build>/client/og/, the path
// each page's og:image names (docs/product.md#share-previews-and-search).

// The site's address the pages were built with (vite.config.ts defines it for them), set before the
// site's modules load so that the previews print the same one.
Object.assign(globalThis, { __PUBLIC_URL__: process.env.PUBLIC_URL ?? "" });
const { indexablePages } = await import("#app/content/indexable-pages");
const { sharePreviewPath } = await import("#app/lib/seo");
const { sharePreviewRenderer } = await import("./share-previews/render-share-preview");

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const started = performance.now();
const render = await sharePreviewRenderer();
const pages = indexablePages();
await mkdir(path.join(clientDir, "og"), { recursive: true });
let bytes = 0;
let largest = { bytes: 0, path: "" };
for (const page of pages) {
  const png = await render(page);
  bytes += png.length;
  if (png.length > largest.bytes) largest = { bytes: png.length, path: page.path };
  await writeFile(path.join(clientDir, sharePreviewPath(page.path)), png);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const kb = (n: number) => Math.round(n / 1024);
console.log(
  `share previews: ${pages.length} PNGs, ${kb(bytes / pages.length)} KB on average, the largest ${kb(largest.bytes)} KB (${largest.path}; budget 300 KB each), in ${seconds} s`,
);
