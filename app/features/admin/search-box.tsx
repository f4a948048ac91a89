import { Search } from "lucide-react";
import { cn } from "#app/lib/cn";
import { compactControl } from "#app/features/admin/admin-ui";

/** The desk's one search box: a GET form to /admin/search, so results have an address. */
export function SearchBox({ q = "", id, dark = false }: { q?: string; id: string; dark?: boolean }) {
  return (
    <form method="get" action="/admin/search" role="search" className="relative">
      <label htmlFor={id} className="sr-only">
        Search people, companies and leads
      </label>
      <Search
        aria-hidden
        className={cn("pointer-events-none absolute top-2.5 left-3 size-4", dark ? "text-ink-400" : "text-ink-400")}
      />
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={q}
        placeholder="Search people, companies, leads"
        className={cn(
          compactControl,
          "w-full pl-9",
          dark && "border-white/10 bg-white/5 text-white placeholder:text-ink-400 focus:bg-white/10",
        )}
      />
    </form>
  );
}
