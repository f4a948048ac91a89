import { maxTechLevel, techLevelLabel, type TechLevel } from "#app/content/tech-categories";

/** Five bars, `level` of them filled, and the spec's label beside them. */
export function TechLevelMeter({ level, colour }: { level: TechLevel; colour: string }) {
  return (
    <span data-level={level} className="inline-flex shrink-0 items-center gap-2">
      <span className="text-xs font-medium text-ink-600">
        {techLevelLabel(level)}
        <span className="sr-only">, level {level} of {maxTechLevel}</span>
      </span>
      <span aria-hidden className="flex gap-0.5">
        {Array.from({ length: maxTechLevel }, (_, index) => (
          <span key={index} style={index < level ? { backgroundColor: colour } : undefined} className="h-3 w-1.5 rounded-sm bg-ink-200" />
        ))}
      </span>
    </span>
  );
}
