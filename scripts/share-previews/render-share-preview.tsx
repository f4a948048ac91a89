import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori, { type Font } from "satori";
import type { IndexablePage } from "#app/content/indexable-pages";
import { sharePreviewSize } from "#app/lib/seo";
import { ShareCard } from "./share-card";

const require = createRequire(import.meta.url);
const projectRoot = path.resolve(import.meta.dirname, "../..");

/** The site's own Inter, from the installed package (satori reads WOFF, not WOFF2): nothing is fetched. */
async function interFonts(): Promise<Array<Font>> {
  const weights = [400, 600, 800] as const;
  return Promise.all(
    weights.map(async (weight) => ({
      name: "Inter",
      weight,
      style: "normal" as const,
      data: await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    })),
  );
}

export type SharePreviewRenderer = (page: IndexablePage) => Promise<Buffer>;

/** Loads the fonts and the logo once; the renderer then turns a page's row into a 1200×630 PNG. */
export async function sharePreviewRenderer(): Promise<SharePreviewRenderer> {
  const fonts = await interFonts();
  const logoSvg = await readFile(path.join(projectRoot, "public/favicon.svg"));
  const logo = `data:image/svg+xml;base64,${logoSvg.toString("base64")}`;
  return async (page) => {
    const svg = await satori(<ShareCard page={page} logo={logo} />, { ...sharePreviewSize, fonts });
    const png = new Resvg(svg, { fitTo: { mode: "width", value: sharePreviewSize.width } }).render().asPng();
    return Buffer.from(png);
  };
}
