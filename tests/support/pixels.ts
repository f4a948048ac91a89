import type { Locator, Page } from "playwright-core";

export type Rgb = [number, number, number];

/** RGB pixels of a PNG, row by row, decoded by the browser itself. */
export async function decodePng(page: Page, png: Buffer): Promise<Array<Rgb>> {
  // The RGBA bytes come back as base64: far quicker to pass than an array of pixel arrays.
  const rgba = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d context");
    context.drawImage(bitmap, 0, 0);
    const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let binary = "";
    for (let i = 0; i < data.length; i += 0x8000) binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
    return btoa(binary);
  }, png.toString("base64"));
  const data = Buffer.from(rgba, "base64");
  const pixels: Array<Rgb> = [];
  for (let i = 0; i < data.length; i += 4) pixels.push([data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0]);
  return pixels;
}

/** The colour a visitor sees at one point of the screen. */
export async function pixelAt(page: Page, x: number, y: number): Promise<Rgb> {
  const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 }, animations: "disabled" });
  const [pixel] = await decodePng(page, png);
  if (!pixel) throw new Error(`no pixel at ${x},${y}`);
  return pixel;
}

/** The colour at one point of the screen with `cover` taken away: what lies behind it. */
export async function pixelBehind(page: Page, cover: Locator, x: number, y: number): Promise<Rgb> {
  await cover.evaluate((element: HTMLElement) => (element.style.visibility = "hidden"));
  try {
    return await pixelAt(page, x, y);
  } finally {
    await cover.evaluate((element: HTMLElement) => (element.style.visibility = ""));
  }
}
