import type { ReactNode } from "react";

export function SectionHeading({ eyebrow, title, children }: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">{eyebrow}</p>
      <h2 className="mt-3 text-3xl font-bold tracking-tight text-balance text-ink-900 sm:text-4xl">{title}</h2>
      {children ? <p className="mt-4 text-lg leading-8 text-pretty text-ink-600">{children}</p> : null}
    </div>
  );
}
