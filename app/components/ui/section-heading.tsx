import type { ReactNode } from "react";
import { cn } from "#app/lib/cn";

/** Eyebrow, heading and introduction of a page section, on a light or a dark surface. */
export function SectionHeading({
  eyebrow,
  title,
  children,
  tone = "light",
  align = "center",
  id,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
  tone?: "light" | "dark";
  align?: "center" | "left";
  /** Id of the heading, for `aria-labelledby` on its section. */
  id?: string;
}) {
  const dark = tone === "dark";
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      <p className={cn("text-sm font-semibold tracking-wider uppercase", dark ? "text-accent-400" : "text-brand-600")}>
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          "mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl",
          dark ? "text-white" : "text-ink-900",
        )}
      >
        {title}
      </h2>
      {children ? (
        <p className={cn("mt-4 text-lg leading-8 text-pretty", dark ? "text-ink-300" : "text-ink-600")}>{children}</p>
      ) : null}
    </div>
  );
}
