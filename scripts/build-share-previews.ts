import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { indexablePages } from "#app/content/indexable-pages";
import { sharePreviewPath } from "#app/lib/seo";
import { sharePreviewRenderer } from "./share-previews/render-share-preview";

// `npm run build` step: one share preview per indexable page into <build>/client/og/, the path
// each page's og:image names (docs/product.md#share-previews-and-search).
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
