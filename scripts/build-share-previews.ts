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
for (const page of pages) {
  const png = await render(page);
  bytes += png.length;
  await writeFile(path.join(clientDir, sharePreviewPath(page.path)), png);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `share previews: ${pages.length} PNGs, ${Math.round(bytes / pages.length / 1024)} KB on average, in ${seconds} s`,
);
