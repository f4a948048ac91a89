import type { ReactNode } from "react";

/** Left-aligned heading of a blog section, with an optional line of text and an action on the right. */
export function BlogSectionHeading({
  id,
  eyebrow,
  title,
  children,
  action,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">{eyebrow}</p>
        <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink-900 sm:text-4xl">
          {title}
        </h2>
        {children ? <p className="mt-3 text-lg leading-8 text-pretty text-ink-600">{children}</p> : null}
      </div>
      {action}
    </div>
  );
}
