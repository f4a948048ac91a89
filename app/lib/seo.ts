import type { MetaDescriptor } from "react-router";
import { site } from "#app/content/site";

export function absoluteUrl(path: string): string {
  return new URL(path, site.url).toString();
}

/** Share previews are 1200×630 PNGs, the size every network shows in full. */
export const sharePreviewSize = { width: 1200, height: 630 } as const;

/**
 * Where the build writes an indexable page's share preview: `/` → `/og/home.png`,
 * `/blog/some-article` → `/og/blog-some-article.png` (docs/product.md#share-previews-and-search).
 */
export function sharePreviewPath(path: string): string {
  return path === "/" ? "/og/home.png" : `/og/${path.slice(1).replaceAll("/", "-")}.png`;
}

/** What a page's <head> says about it to search engines and to the networks its link is shared on. */
export type PageSeo = {
  path: string;
  title: string;
  description: string;
  /** og:type: `article` for articles and case studies, with the day they were published. */
  type?: "website" | "article";
  publishedTime?: string;
  /** The page's own share preview and its alt text; without one, the site's common image. */
  image?: { path: string; alt: string };
  /** JSON-LD written into the <head> (the breadcrumb trail of an inner page). */
  structuredData?: Array<Record<string, unknown>>;
};

/** Title, description, canonical, Open Graph, Twitter and JSON-LD tags for one page. */
export function seoMeta(page: PageSeo, options: { noindex?: boolean } = {}): Array<MetaDescriptor> {
  const title = page.path === "/" ? `${site.name} | ${page.title}` : `${page.title} | ${site.name}`;
  const url = absoluteUrl(page.path);
  const image = page.image ?? { path: "/og-image.png", alt: site.name };
  const imageUrl = absoluteUrl(image.path);
  const tags: Array<MetaDescriptor> = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(sharePreviewSize.width) },
    { property: "og:image:height", content: String(sharePreviewSize.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  ];
  if (page.publishedTime) tags.push({ property: "article:published_time", content: page.publishedTime });
  for (const data of page.structuredData ?? []) tags.push({ "script:ld+json": data });
  if (options.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  return tags;
}
