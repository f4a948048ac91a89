import { site } from "#app/content/site";
import { cn } from "#app/lib/cn";

/** The wordmark: a drawn mark plus the company name; `inverted` is for dark backgrounds. */
export function Logo({ inverted = false, className }: { inverted?: boolean; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      <svg viewBox="0 0 32 32" aria-hidden className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className={inverted ? "fill-white" : "fill-brand-600"} />
        <path
          d="M9 22V10l7 8 7-8v12"
          fill="none"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
          className={inverted ? "stroke-brand-700" : "stroke-white"}
        />
        <circle cx="16" cy="18" r="1.8" className={inverted ? "fill-accent-600" : "fill-accent-400"} />
      </svg>
      <span className={cn("text-lg font-bold tracking-tight", inverted ? "text-white" : "text-ink-900")}>
        {site.shortName}
        <span className={inverted ? "text-accent-400" : "text-brand-600"}> Talent</span>
      </span>
    </span>
  );
}
