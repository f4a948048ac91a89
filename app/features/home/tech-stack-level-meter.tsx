import { maxTechLevel, techLevelLabel, type TechLevel } from "#app/content/tech-categories";
import { cn } from "#app/lib/cn";

// One element per meter (the page has dozens): a fill up to `level` fifths, cut into five
// bars by a repeating mask (6 px bar, 2 px gap, 40 px in all).
const barsMask = "[mask-image:repeating-linear-gradient(90deg,#000_0_6px,transparent_6px_8px)]";

export function LevelBars({ level, fill, empty, className }: { level: number; fill: string; empty: string; className?: string }) {
  const filled = `${(level / maxTechLevel) * 100}%`;
  return (
    <span
      aria-hidden
      className={cn("inline-block h-3 w-10 shrink-0 rounded-[1px]", barsMask, className)}
      style={{ background: `linear-gradient(90deg, ${fill} ${filled}, ${empty} ${filled})` }}
    />
  );
}

/** Five bars, `level` of them filled, and the spec's label beside them. */
export function TechLevelMeter({ level, colour }: { level: TechLevel; colour: string }) {
  return (
    <span data-level={level} className="inline-flex shrink-0 items-center gap-2 text-xs font-medium text-ink-600">
      {techLevelLabel(level)}
      <span className="sr-only">, level {level} of {maxTechLevel}</span>
      <LevelBars level={level} fill={colour} empty="var(--color-ink-200)" />
    </span>
  );
}
