import { BookmarkCheck, X } from "lucide-react";
import { ItemLink } from "./item-link";
import { itemHref, itemKind } from "./item-kind";
import type { SavedItem } from "./local-store";

/** 'Saved for Later': what the visitor saved, on this visit and the ones before (this browser only). */
export function SavedItemsCard({ saved, onRemove }: { saved: Array<SavedItem>; onRemove: (item: SavedItem) => void }) {
  return (
    <section
      aria-labelledby="saved-heading"
      data-saved-items
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200/80 sm:p-6"
    >
      <h2 id="saved-heading" className="flex items-center gap-2 text-lg font-bold tracking-tight text-ink-900">
        <BookmarkCheck aria-hidden className="size-5 text-brand-600" />
        Saved for Later
      </h2>
      {saved.length === 0 ? (
        <p className="mt-2 text-sm text-ink-500">Save an item and it waits here on your next visit, in this browser.</p>
      ) : (
        <ul className="mt-3 divide-y divide-ink-100">
          {saved.map((item) => (
            <li key={`${item.type}:${item.id}`} className="flex items-start justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="text-xs font-semibold text-ink-500">{itemKind(item).label}</p>
                <ItemLink
                  href={itemHref(item)}
                  className="text-sm leading-snug font-semibold text-ink-900 hover:text-brand-700"
                >
                  {item.title}
                </ItemLink>
              </div>
              <button
                type="button"
                aria-label={`Remove ${item.title} from saved`}
                onClick={() => onRemove(item)}
                className="grid size-7 shrink-0 cursor-pointer place-items-center rounded-full text-ink-400 transition-colors hover:bg-ink-100 hover:text-ink-700 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
