import type { ReactNode } from "react";
import { cn } from "#app/lib/cn";

/** The opening band of a page: eyebrow, heading, introduction, optional actions. */
export function PageIntro({
  eyebrow,
  title,
  children,
  actions,
  tone = "light",
}: {
  eyebrow?: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  return (
    <section
      data-hero-banner={tone}
      className={cn(
        "relative isolate overflow-hidden pt-32 pb-20 sm:pt-40 sm:pb-24",
        dark
          ? "bg-gradient-to-br from-brand-950 via-brand-900 to-ink-900 text-white"
          : "bg-gradient-to-b from-brand-50 via-white to-white",
      )}
    >
      <div
        aria-hidden
        className={cn(
          "absolute -top-40 left-1/2 -z-10 h-[36rem] w-[72rem] -translate-x-1/2",
          dark
            ? "bg-[radial-gradient(closest-side,rgb(99_102_241/0.2)_40%,transparent)]"
            : "bg-[radial-gradient(closest-side,rgb(199_210_254/0.4)_40%,transparent)]",
        )}
      />
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
        {eyebrow ? (
          <p
            className={cn(
              "text-sm font-semibold tracking-wider uppercase",
              dark ? "text-accent-400" : "text-brand-600",
            )}
          >
            {eyebrow}
          </p>
        ) : null}
        <h1
          className={cn(
            "mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl",
            dark ? "text-white" : "text-ink-900",
          )}
        >
          {title}
        </h1>
        <div
          className={cn("mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty", dark ? "text-ink-200" : "text-ink-600")}
        >
          {children}
        </div>
        {actions ? <div className="mt-10 flex flex-wrap items-center justify-center gap-4">{actions}</div> : null}
      </div>
    </section>
  );
}
