import type { CSSProperties } from "react";
import { maxTechLevel, techLevelLabel, type TechLevel } from "#app/content/tech-categories";

// The bars are a pseudo-element, so a meter adds no elements of its own (the page has
// dozens): a fill up to `level` fifths, cut into five bars by a repeating mask (6 px bar,
// 2 px gap, 40 px in all); `levelBarsStyle` sets the custom properties the classes read.
// Written out in full for each pseudo-element so that Tailwind finds every class.
/** Bars drawn by the element's ::before. */
export const levelBarsBefore =
  "before:content-[''] before:inline-block before:h-3 before:w-10 before:shrink-0 before:rounded-[1px] before:[mask-image:repeating-linear-gradient(90deg,#000_0_6px,transparent_6px_8px)] before:bg-[linear-gradient(90deg,var(--bars-fill)_var(--bars-level),var(--bars-empty)_var(--bars-level))]";
/** Bars drawn by the element's ::after. */
export const levelBarsAfter =
  "after:content-[''] after:inline-block after:h-3 after:w-10 after:shrink-0 after:rounded-[1px] after:[mask-image:repeating-linear-gradient(90deg,#000_0_6px,transparent_6px_8px)] after:bg-[linear-gradient(90deg,var(--bars-fill)_var(--bars-level),var(--bars-empty)_var(--bars-level))]";

export function levelBarsStyle(level: number, fill: string, empty: string): CSSProperties {
  return {
    "--bars-fill": fill,
    "--bars-empty": empty,
    "--bars-level": `${(level / maxTechLevel) * 100}%`,
  } as CSSProperties;
}

/** docs/product.md's label with five bars, `level` of them filled, beside it: one element. */
export function TechLevelMeter({ level, colour }: { level: TechLevel; colour: string }) {
  return (
    <span
      data-level={level}
      style={levelBarsStyle(level, colour, "var(--color-ink-200)")}
      className={`inline-flex shrink-0 items-center gap-2 text-xs font-medium text-ink-600 ${levelBarsAfter}`}
    >
      {techLevelLabel(level)}
    </span>
  );
}
