import { parseFeed } from "feedsmith";
import { canonicalArticleUrl } from "#app/content/content-catalogue";

/** One article of a feed, as plain text, with an http(s) address. */
export type FeedArticle = {
  guid: string | null;
  url: string;
  title: string;
  /** Plain text, whitespace collapsed (HTML removed). */
  text: string;
  categories: Array<string>;
  publishedAt: Date | null;
};

export type ParsedFeed = { title: string | null; articles: Array<FeedArticle> };

const namedEntities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#")) {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    // The feed names the entity: `&constructor;` must not find Object.prototype's member.
    const key = name.toLowerCase();
    return Object.hasOwn(namedEntities, key) ? (namedEntities[key] ?? whole) : whole;
  });
}

const inlineTag = /<\/?(a|abbr|b|cite|code|em|i|mark|q|s|small|span|strong|sub|sup|time|u)\b[^>]*>/gi;

/** Feed text is often HTML: keep the words, drop tags, scripts and styles (inline tags leave no gap). */
export function plainText(html: string | undefined | null): string {
  if (!html) return "";
  const withoutBlocks = html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ").replace(inlineTag, "");
  return decodeEntities(withoutBlocks.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

function dateOf(value: string | undefined): Date | null {
  if (!value) return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

function article(raw: {
  guid?: string | null;
  link?: string | null;
  title?: string | null;
  text?: string | null;
  categories?: Array<string | undefined>;
  date?: string;
}): FeedArticle | null {
  const url = raw.link ? canonicalArticleUrl(raw.link) : null;
  const title = plainText(raw.title);
  if (!url || !title) return null;
  return {
    guid: raw.guid ?? null,
    url,
    title,
    text: plainText(raw.text),
    categories: (raw.categories ?? []).map((c) => plainText(c)).filter((c) => c.length > 0 && c.length <= 40),
    publishedAt: dateOf(raw.date),
  };
}

/**
 * RSS (0.9x-2.0), RDF (RSS 1.0), Atom and JSON Feed through feedsmith, into one shape. Items with
 * no title or no http(s) link are left out; a document that is no feed at all throws.
 */
export function parseFeedDocument(text: string): ParsedFeed {
  const parsed = parseFeed(text);
  const found: Array<FeedArticle | null> = [];
  let title: string | null = null;
  if (parsed.format === "rss") {
    title = parsed.feed.title ?? null;
    for (const item of parsed.feed.items ?? []) {
      found.push(
        article({
          guid: item.guid?.value,
          link: item.link ?? (item.guid?.isPermaLink !== false ? item.guid?.value : undefined),
          title: item.title,
          text: item.description ?? item.content?.encoded,
          categories: (item.categories ?? []).map((category) => category.name),
          date: item.pubDate ?? item.dc?.dates?.[0],
        }),
      );
    }
  } else if (parsed.format === "atom") {
    title = parsed.feed.title?.value ?? null;
    for (const entry of parsed.feed.entries ?? []) {
      const link = entry.links?.find((l) => !l.rel || l.rel === "alternate") ?? entry.links?.[0];
      found.push(
        article({
          guid: entry.id,
          link: link?.href,
          title: entry.title?.value,
          text: entry.summary?.value ?? entry.content?.value,
          categories: (entry.categories ?? []).map((category) => category.label ?? category.term),
          date: entry.published ?? entry.updated,
        }),
      );
    }
  } else if (parsed.format === "rdf") {
    title = parsed.feed.title ?? null;
    for (const item of parsed.feed.items ?? []) {
      found.push(article({ link: item.link, title: item.title, text: item.description, date: item.dc?.dates?.[0] }));
    }
  } else {
    title = parsed.feed.title ?? null;
    for (const item of parsed.feed.items ?? []) {
      found.push(
        article({
          guid: item.id,
          link: item.url ?? item.external_url,
          title: item.title,
          text: item.summary ?? item.content_text ?? item.content_html,
          categories: item.tags,
          date: item.date_published ?? item.date_modified,
        }),
      );
    }
  }
  return {
    title: title ? plainText(title) || null : null,
    articles: found.filter((a): a is FeedArticle => a !== null),
  };
}
