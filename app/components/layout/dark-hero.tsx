import type { ReactNode } from "react";
import { cn } from "#app/lib/cn";

/**
 * The dark opening band of a page. `data-hero-banner="dark"` is what gives the header light text
 * over it (docs/hydration.md); `glow` paints the coloured light behind the content with radial
 * gradients (cheaper to paint than blurred shapes), `className` sets the band's padding.
 */
export function DarkHero({
  glow,
  className,
  alwaysRender = false,
  children,
}: {
  glow: string;
  className: string;
  /** drawn even when not the page's first section (`content-visibility` skips sections far below) */
  alwaysRender?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      data-hero-banner="dark"
      data-always-render={alwaysRender || undefined}
      className={cn("relative isolate overflow-hidden bg-ink-950 text-white", className)}
    >
      <div aria-hidden className={cn("absolute inset-0 -z-10", glow)} />
      {children}
    </section>
  );
}

/** The small pill above a dark hero's heading. */
export function HeroEyebrow({ children }: { children: ReactNode }) {
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-accent-400 ring-1 ring-white/15">
      {children}
    </p>
  );
}
