import { expect, test } from "vitest";
import type { Page } from "playwright-core";
import { publicPages } from "#app/content/routes-meta";
import { decodePng } from "#tests/support/pixels";
import { useSite } from "#tests/support/site";

/**
 * The header is readable on every page, scrolled or not: for each piece of header text, the
 * contrast between its colour and the pixels actually rendered behind it (a screenshot taken with
 * the text made transparent) is at least 4.5:1 at every pixel. axe cannot judge text over a
 * gradient or a translucent bar; a screenshot can.
 */

const site = useSite();
const minimumContrast = 4.5;

type Rgba = [number, number, number, number];

function parseColour(css: string): Rgba {
  const parts = css.match(/[\d.]+/g)?.map(Number) ?? [];
  const [r = 0, g = 0, b = 0, a = 1] = parts;
  return [r, g, b, a];
}

function luminance([r, g, b]: ReadonlyArray<number>): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
}

function contrast(a: ReadonlyArray<number>, b: ReadonlyArray<number>): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

type Probe = { name: string; colour: Rgba; box: { left: number; top: number; right: number; bottom: number } };

/**
 * The header's visible text (the wordmark, the links, the menu button and Request Demo), each with
 * its colour and the box of its glyphs (a button's rounded corners or padding are not behind its
 * text), marked for the screenshot: read in one call, as the page stands.
 */
async function probes(page: Page): Promise<Array<Probe>> {
  const found = await page.evaluate(
    (buttonNames) => {
      const header = document.querySelector("header");
      const wordmark = header?.querySelector("a");
      // A button's name as `getByRole(..., { exact: true })` reads it: its label, else its text.
      const button = (name: string) =>
        [...(header?.querySelectorAll("button") ?? [])].find(
          (element) => (element.getAttribute("aria-label") ?? element.textContent ?? "").trim() === name,
        );
      const candidates: Array<[string, Element | null | undefined]> = [
        ["wordmark", wordmark?.querySelector("span span")],
        ["Talent", wordmark?.querySelector("span span span")],
        ...buttonNames.map((name): [string, Element | undefined] => [name, button(name)]),
      ];
      const visible = [];
      for (const [name, element] of candidates) {
        if (!element) continue;
        const outer = element.getBoundingClientRect();
        if (outer.width === 0 || outer.height === 0 || !element.checkVisibility({ visibilityProperty: true })) continue;
        const range = document.createRange();
        range.selectNodeContents(element);
        const icon = element.querySelector("svg");
        const box = element.textContent?.trim()
          ? range.getBoundingClientRect()
          : (icon ?? element).getBoundingClientRect();
        element.setAttribute("data-contrast-probe", "");
        visible.push({
          name,
          colour: getComputedStyle(element).color,
          rect: { x: box.x, y: box.y, w: box.width, h: box.height },
        });
      }
      return visible;
    },
    ["Services", "Skills Network", "Industries", "AI Talent", "Request Demo", "Open menu"],
  );
  return found.map(({ name, colour, rect }) => ({
    name,
    colour: parseColour(colour),
    box: {
      left: Math.round(rect.x),
      top: Math.round(rect.y),
      right: Math.round(rect.x + rect.w),
      bottom: Math.round(rect.y + rect.h),
    },
  }));
}

/**
 * For each header text, the lowest contrast between its colour and any pixel of its box. The text's
 * own colour is one side; the other is read from one screenshot of the header with every text made
 * transparent.
 */
async function lowestContrasts(page: Page, probed: Array<Probe>) {
  const hide = await page.addStyleTag({
    content:
      "[data-contrast-probe],[data-contrast-probe] *{color:transparent!important;transition:none!important}" +
      "[data-contrast-probe] svg{visibility:hidden!important}",
  });
  const width = page.viewportSize()?.width ?? 0;
  const height = Math.max(...probed.map(({ box }) => box.bottom));
  const png = await page.screenshot({ clip: { x: 0, y: 0, width, height }, animations: "disabled" });
  await hide.evaluate((style) => (style as HTMLStyleElement).remove());
  await page.locator("[data-contrast-probe]").evaluateAll((elements) => {
    for (const element of elements) element.removeAttribute("data-contrast-probe");
  });
  const pixels = await decodePng(page, png);
  return probed.map(({ name, colour: [r, g, b, alpha], box }) => {
    let lowest = Infinity;
    for (let y = box.top; y < box.bottom; y++) {
      for (let x = box.left; x < box.right; x++) {
        const pixel = pixels[y * width + x] ?? [0, 0, 0];
        // Translucent text (white at 90%) is seen blended with what is behind it.
        const seen = [r, g, b].map((channel, i) => alpha * channel + (1 - alpha) * (pixel[i] ?? 0));
        lowest = Math.min(lowest, contrast(seen, pixel));
      }
    }
    return { name, ratio: lowest };
  });
}

/** Waits until the header has stopped changing: two frames for a scroll to restyle it, then its transitions' end. */
async function headerAtRest(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(() =>
    (document.querySelector("header")?.getAnimations({ subtree: true }) ?? []).every(
      (animation) => animation.playState !== "running",
    ),
  );
}

async function assertReadable(page: Page, where: string, navigation: string) {
  const probed = await probes(page);
  expect(probed.length, `${where}: header text found`).toBeGreaterThan(1);
  expect(
    probed.map(({ name }) => name),
    `${where}: the navigation is among the texts read`,
  ).toContain(navigation);
  for (const { name, ratio } of await lowestContrasts(page, probed)) {
    expect(Number.isFinite(ratio), `${where}: '${name}' has a box on screen`).toBe(true);
    expect(ratio, `${where}: '${name}' contrast ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(minimumContrast);
  }
}

test.each(publicPages.map(({ path }) => path))(
  `the header text on %s reads at ${minimumContrast}:1 at 1280 and 390 px, at the top and scrolled`,
  async (path) => {
    // Reduced motion: the confetti of /gitex would otherwise fly through the screenshots.
    const { page } = await site.open(path, { width: 1280, height: 800, reducedMotion: true });
    // One load per page: the header's layout follows the window's width (media queries), so the
    // phone's header is the same page made narrow, checked again from the top.
    for (const [width, navigation] of [
      [1280, "Services"],
      [390, "Open menu"],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await headerAtRest(page);
      await assertReadable(page, `${path} at ${width} px at the top`, navigation);
      await page.mouse.wheel(0, 700);
      // The bar fades in over 300 ms (on a page too short to scroll past the threshold it stays clear).
      await headerAtRest(page);
      await assertReadable(page, `${path} at ${width} px scrolled`, navigation);
    }
  },
);
