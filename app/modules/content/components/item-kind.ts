import type { ContentSuggestion } from "#app/modules/content/schemas/recommendation-calls";

/** How a card names and colours each kind of item. Literal class names, so Tailwind finds them. */
export type ItemKind = { key: "article" | "podcast" | "panel" | "video" | "web"; label: string; tone: string };

const kinds: Record<ItemKind["key"], Omit<ItemKind, "key">> = {
  article: { label: "Article", tone: "bg-brand-50 text-brand-700 ring-brand-100" },
  podcast: { label: "Podcast", tone: "bg-violet-50 text-violet-700 ring-violet-100" },
  panel: { label: "Panel", tone: "bg-cyan-50 text-cyan-800 ring-cyan-100" },
  video: { label: "Video", tone: "bg-rose-50 text-rose-700 ring-rose-100" },
  web: { label: "From the web", tone: "bg-ink-100 text-ink-700 ring-ink-200" },
};

export function itemKind(item: {
  type: ContentSuggestion["type"];
  source?: ContentSuggestion["source"];
  url?: string | null;
}): ItemKind {
  const key = item.url || item.source === "web" ? "web" : item.type === "blog" ? "article" : item.type;
  return { key, ...kinds[key] };
}

/**
 * Where an item opens: an article from around the web at its own address; one of ours at its page,
 * `/{type}s/{id}` as the content calls give it, except our articles, which live at `/blog/<slug>`
 * (`/blogs/<slug>` redirects there; linking straight saves the hop).
 */
export function itemHref(item: Pick<ContentSuggestion, "id" | "type"> & { url?: string | null }): string {
  if (item.url) return item.url;
  const id = encodeURIComponent(item.id);
  return item.type === "blog" ? `/blog/${id}` : `/${item.type}s/${id}`;
}

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-11-12" → "Nov 12, 2026", the same on the server and in every browser; "" if unreadable. */
export function shortDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return "";
  return `${months[Number(match[2]) - 1] ?? ""} ${Number(match[3])}, ${match[1]}`;
}
