import type { ContentType } from "#app/modules/content";
import { blogArticleIndex } from "./blog-index";
import { externalReading } from "./external-reading";
import { mediaItems } from "./media";

/** One item the recommendations can suggest: the site's own or an article from around the web. */
export type CatalogueItem = {
  id: string;
  type: ContentType;
  source: "site" | "web";
  title: string;
  description: string;
  tags: Array<string>;
  /** yyyy-mm-dd */
  date: string;
  /** External address (web items only); site items live at `/{type}s/{id}`. */
  url: string | null;
  publisher: string | null;
  /** 0-1, used when the visitor's interests decide nothing (cold start) and to break ties. */
  editorialWeight: number;
};

/**
 * One address per article whatever tracking parameters or fragment a feed adds: lower-case host,
 * no `utm_*`, no fragment, no trailing slash on the path. Returns null for anything but http(s).
 */
export function canonicalArticleUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password) return null;
  url.hash = "";
  for (const key of [...url.searchParams.keys()]) {
    if (key.toLowerCase().startsWith("utm_")) url.searchParams.delete(key);
  }
  const text = url.toString();
  return url.pathname.length > 1 && text.endsWith("/") && !url.search ? text.slice(0, -1) : text;
}

/** cyrb53: a fast 53-bit string hash; ample for telling a few thousand article addresses apart. */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The stable id of a web article: the same address from a feed or from the shipped list is one item. */
export function webItemId(canonicalUrl: string): string {
  return `web-${hash53(canonicalUrl).toString(36)}`;
}

function blogItems(): Array<CatalogueItem> {
  return blogArticleIndex.map((article) => ({
    id: article.slug,
    type: "blog",
    source: "site",
    title: article.title,
    description: article.excerpt,
    tags: [article.category, ...article.tags.filter((tag) => tag !== article.category)],
    date: article.date,
    url: null,
    publisher: null,
    editorialWeight: 0.6,
  }));
}

function mediaCatalogueItems(): Array<CatalogueItem> {
  return mediaItems.map((item) => ({
    id: item.id,
    type: item.type,
    source: "site",
    title: item.title,
    description: item.description,
    tags: [...item.tags],
    date: item.date,
    url: null,
    publisher: null,
    editorialWeight: item.editorialWeight,
  }));
}

/** The shipped web articles, as catalogue items (type `blog`: they are articles to read). */
export function shippedWebItems(): Array<CatalogueItem> {
  const items: Array<CatalogueItem> = [];
  for (const article of externalReading) {
    const url = canonicalArticleUrl(article.url);
    if (!url) continue;
    items.push({
      id: webItemId(url),
      type: "blog",
      source: "web",
      title: article.title,
      description: article.description,
      tags: [...article.tags],
      date: article.date,
      url: article.url,
      publisher: article.publisher,
      editorialWeight: 0.5,
    });
  }
  return items;
}

/** Everything the site itself publishes: blog articles, podcasts, panels and videos. */
export function siteCatalogueItems(): Array<CatalogueItem> {
  return [...blogItems(), ...mediaCatalogueItems()];
}
