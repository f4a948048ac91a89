import { Bookmark, BookmarkCheck, BookOpen, Globe, Mic, PlayCircle, Users } from "lucide-react";
import type { ContentSuggestion } from "#app/modules/content/schemas/recommendation-calls";
import { cn } from "#app/lib/cn";
import { ItemLink } from "./item-link";
import { itemHref, itemKind, shortDate, type ItemKind } from "./item-kind";

/** Tags a card shows at most (docs/product.md#suggestion-cards). */
export const maxShownTags = 3;

const icons: Record<ItemKind["key"], typeof BookOpen> = {
  article: BookOpen,
  podcast: Mic,
  panel: Users,
  video: PlayCircle,
  web: Globe,
};

/** One suggestion: what it is, its title (the link), a short description, up to three tags, Save. */
export function SuggestionCard({
  item,
  saved,
  onToggleSave,
}: {
  item: ContentSuggestion;
  saved: boolean;
  onToggleSave: (item: ContentSuggestion) => void;
}) {
  const kind = itemKind(item);
  const Icon = icons[kind.key];
  const href = itemHref(item);
  const external = /^https?:\/\//.test(href);
  const SaveIcon = saved ? BookmarkCheck : Bookmark;
  return (
    <article
      data-suggestion={item.id}
      data-kind={kind.key}
      className="group relative flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200/80 transition hover:-translate-y-0.5 hover:shadow-xl hover:shadow-brand-900/5 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500"
    >
      <div className="flex items-start justify-between gap-3">
        <span
          className={cn(
            "inline-flex min-w-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset",
            kind.tone,
          )}
        >
          <Icon aria-hidden className="size-3.5 shrink-0" strokeWidth={2.25} />
          <span className="truncate">{item.publisher ?? kind.label}</span>
        </span>
        <button
          type="button"
          aria-pressed={saved}
          aria-label={saved ? `Saved: ${item.title}. Remove from saved` : `Save ${item.title}`}
          onClick={() => onToggleSave(item)}
          className={cn(
            "relative z-10 -mt-1 -mr-1 inline-flex shrink-0 cursor-pointer items-center gap-1 rounded-lg px-2 py-1.5 text-xs font-semibold transition-colors",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
            saved ? "bg-brand-600 text-white hover:bg-brand-700" : "text-ink-500 hover:bg-ink-100 hover:text-ink-800",
          )}
        >
          <SaveIcon aria-hidden className="size-4" />
          {saved ? "Saved" : "Save"}
        </button>
      </div>
      <h3 className="mt-4 text-base leading-snug font-bold tracking-tight text-balance text-ink-900">
        <ItemLink href={href} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none">
          {item.title}
        </ItemLink>
      </h3>
      <p className="mt-2 line-clamp-3 text-sm leading-6 text-pretty text-ink-600">{item.description}</p>
      {item.tags.length > 0 ? (
        <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-1.5">
          {item.tags.slice(0, maxShownTags).map((tag) => (
            <li
              key={tag}
              className="rounded-md bg-ink-50 px-2 py-0.5 text-xs font-medium text-ink-600 ring-1 ring-ink-200/70"
            >
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-auto flex items-center justify-between gap-3 pt-5 text-xs text-ink-500">
        <time dateTime={item.date}>{shortDate(item.date)}</time>
        <span aria-hidden className="font-semibold text-brand-700 group-hover:text-brand-800">
          {external ? "Open ↗" : kind.key === "article" ? "Read →" : "Watch →"}
        </span>
      </p>
    </article>
  );
}

/** A card's shape while its list loads. */
export function SuggestionSkeleton() {
  return (
    <div
      data-suggestion-skeleton
      className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200/80"
    >
      <div className="flex animate-pulse flex-col">
        <div className="h-6 w-24 rounded-full bg-ink-100" />
        <div className="mt-4 h-4 w-11/12 rounded bg-ink-200/80" />
        <div className="mt-2 h-4 w-2/3 rounded bg-ink-200/80" />
        <div className="mt-4 h-3 w-full rounded bg-ink-100" />
        <div className="mt-2 h-3 w-full rounded bg-ink-100" />
        <div className="mt-2 h-3 w-4/5 rounded bg-ink-100" />
        <div className="mt-5 flex gap-1.5">
          <div className="h-5 w-14 rounded-md bg-ink-100" />
          <div className="h-5 w-20 rounded-md bg-ink-100" />
          <div className="h-5 w-12 rounded-md bg-ink-100" />
        </div>
        <div className="mt-6 h-3 w-20 rounded bg-ink-100" />
      </div>
    </div>
  );
}
