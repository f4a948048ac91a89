import { cn } from "#app/lib/cn";

export type TocEntry = { id: string; text: string; depth: 2 | 3 };

/** 'On this page': links to the article's sections (long pieces only). */
export function TableOfContents({ toc, className }: { toc: Array<TocEntry>; className?: string }) {
  return (
    <nav aria-labelledby="toc-heading" className={cn("rounded-2xl bg-ink-50 p-5 ring-1 ring-ink-200/70", className)}>
      <p id="toc-heading" className="text-xs font-semibold tracking-wider text-ink-500 uppercase">
        On this page
      </p>
      <ol className="mt-3 grid gap-1.5 text-sm">
        {toc.map((entry) => (
          <li key={entry.id} className={entry.depth === 3 ? "pl-3" : undefined}>
            <a
              href={`#${entry.id}`}
              className="block rounded py-0.5 leading-6 text-ink-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
