import { cn } from "#app/lib/cn";
import type { CompanyLogo } from "./gitex-content";
import { LogoMarkIcon } from "./logo-mark";

const nameStyles: Record<CompanyLogo["style"], string> = {
  heavy: "text-lg font-extrabold tracking-tight",
  caps: "text-sm font-bold tracking-[0.16em] uppercase",
  light: "text-lg font-medium tracking-tight",
};

/**
 * One customer in the logo wall: symbol and name, with a tooltip (company and industry)
 * on hover and on keyboard focus. Screen readers get the same words from the label.
 */
export function CompanyWordmark({ company, focusable }: { company: CompanyLogo; focusable: boolean }) {
  return (
    <div
      role="img"
      aria-label={`${company.name}, ${company.industry}`}
      // Focusable on purpose: a keyboard user pauses the row on a logo and reads its tooltip.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={focusable ? 0 : undefined}
      className={cn(
        "group/logo relative flex h-16 min-w-48 shrink-0 items-center justify-center gap-2.5 rounded-xl border border-ink-200/70 bg-white px-5 shadow-xs",
        "text-ink-700 grayscale-[65%] transition hover:border-brand-200 hover:text-ink-900 hover:shadow-md hover:grayscale-0",
        "focus-visible:border-brand-300 focus-visible:grayscale-0 focus-visible:outline-2 focus-visible:outline-brand-600",
      )}
    >
      <LogoMarkIcon mark={company.mark} color={company.color} className="size-6 shrink-0" />
      <span className={cn("whitespace-nowrap", nameStyles[company.style])}>{company.name}</span>
      <span
        aria-hidden
        className={cn(
          "pointer-events-none absolute bottom-full left-1/2 z-10 mb-2 -translate-x-1/2 translate-y-1 rounded-lg bg-ink-900 px-3 py-2 text-center whitespace-nowrap opacity-0 shadow-lg transition",
          "group-hover/logo:translate-y-0 group-hover/logo:opacity-100 group-focus-visible/logo:translate-y-0 group-focus-visible/logo:opacity-100",
        )}
      >
        <span className="block text-xs font-semibold text-white">{company.name}</span>
        <span className="block text-[11px] text-ink-300">{company.industry}</span>
      </span>
    </div>
  );
}
