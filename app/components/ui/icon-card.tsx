import type { LucideIcon } from "lucide-react";
import { cn } from "#app/lib/cn";

/** The icon tile's look: a gradient square (the default) or a soft accent tint. */
const tiles = {
  brand:
    "size-12 rounded-xl bg-gradient-to-br from-brand-500 to-brand-700 p-3 text-white shadow-md shadow-brand-600/25",
  violet:
    "size-12 rounded-xl bg-gradient-to-br from-violet-500 to-brand-700 p-3 text-white shadow-md shadow-brand-600/25",
  accent: "size-11 rounded-xl bg-accent-500/10 p-2.5 text-accent-600 ring-1 ring-accent-500/20",
} as const;

/** A list item of a card grid: an icon tile, a short title and a sentence or two (Why Join, capabilities...). */
export function IconCard({
  icon: Icon,
  tile = "brand",
  lift = false,
  title,
  children,
}: {
  icon: LucideIcon;
  tile?: keyof typeof tiles;
  /** rises a little under the pointer */
  lift?: boolean;
  title: string;
  children: string;
}) {
  return (
    <li
      className={cn(
        "rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-200/80 sm:p-7",
        lift && "transition hover:-translate-y-0.5 hover:shadow-xl hover:shadow-brand-900/5",
      )}
    >
      <Icon aria-hidden className={tiles[tile]} />
      <h3 className="mt-5 text-lg font-bold tracking-tight text-ink-900">{title}</h3>
      <p className="mt-2 text-sm leading-6 text-ink-600">{children}</p>
    </li>
  );
}
