import { site } from "#app/content/site";
import { cn } from "#app/lib/cn";

/** Colours of the wordmark: on a light surface, on a dark one, or in the header (which follows the hero). */
const tones = {
  light: {
    tile: "fill-brand-600",
    stroke: "stroke-white",
    dot: "fill-accent-400",
    name: "text-ink-900",
    suffix: "text-brand-600",
  },
  dark: {
    tile: "fill-white",
    stroke: "stroke-brand-700",
    dot: "fill-accent-600",
    name: "text-white",
    suffix: "text-accent-400",
  },
  header: {
    tile: "fill-brand-600 header-dark:fill-white",
    stroke: "stroke-white header-dark:stroke-brand-700",
    dot: "fill-accent-400 header-dark:fill-accent-600",
    name: "text-ink-900 header-dark:text-white",
    suffix: "text-brand-600 header-dark:text-accent-200",
  },
} as const;

/** The wordmark: a drawn mark plus the company name. */
export function Logo({ tone = "light", className }: { tone?: keyof typeof tones; className?: string }) {
  const colours = tones[tone];
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      <svg viewBox="0 0 32 32" aria-hidden className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className={colours.tile} />
        <path
          d="M9 22V10l7 8 7-8v12"
          fill="none"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
          className={colours.stroke}
        />
        <circle cx="16" cy="18" r="1.8" className={colours.dot} />
      </svg>
      <span className={cn("text-lg font-bold tracking-tight", colours.name)}>
        {site.shortName}
        <span className={colours.suffix}> Talent</span>
      </span>
    </span>
  );
}
