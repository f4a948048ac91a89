import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "#app/lib/cn";

/** Previous / next links and where we are; `href(page)` builds each page's address. */
export function Pagination({
  page,
  pages,
  total,
  noun,
  href,
}: {
  page: number;
  pages: number;
  total: number;
  noun: string;
  href: (page: number) => string;
}) {
  const link =
    "inline-flex h-8 items-center gap-1 rounded-md px-2.5 text-sm font-medium ring-1 ring-inset ring-ink-200";
  return (
    <nav
      aria-label="Pages"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-ink-100 px-4 py-3 text-sm text-ink-500"
    >
      <p>
        {total} {noun}
        {pages > 1 ? ` · page ${page} of ${pages}` : ""}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <a href={href(page - 1)} className={cn(link, "bg-white text-ink-700 hover:bg-ink-50")} rel="prev">
            <ChevronLeft aria-hidden className="size-4" /> Previous
          </a>
        ) : null}
        {page < pages ? (
          <a href={href(page + 1)} className={cn(link, "bg-white text-ink-700 hover:bg-ink-50")} rel="next">
            Next <ChevronRight aria-hidden className="size-4" />
          </a>
        ) : null}
      </div>
    </nav>
  );
}
