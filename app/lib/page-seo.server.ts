import { breadcrumbTrail, indexablePage, type IndexablePage } from "#app/content/indexable-pages";
import { pageFor, type PublicPath } from "#app/content/routes-meta";
import type { MetaDescriptor } from "react-router";
import { absoluteUrl, seoMeta, sharePreviewPath, type PageSeo } from "./seo";

/**
 * The <head> facts of an indexable page, for its loader: og:type, its share preview and its
 * breadcrumb trail come from app/content/indexable-pages.ts. Server-only (loaders are not sent to
 * the browser), so the page registry never weighs on a page's JavaScript.
 */
export function pageSeo(page: { path: string; title: string; description: string }): PageSeo {
  const row = indexablePage(page.path);
  if (!row) throw new Error(`${page.path} is not in app/content/indexable-pages.ts`);
  const trail = breadcrumbTrail(page.path);
  return {
    ...page,
    type: row.publishedOn ? "article" : "website",
    ...(row.publishedOn ? { publishedTime: row.publishedOn } : {}),
    image: { path: sharePreviewPath(row.path), alt: sharePreviewAlt(row) },
    structuredData: trail.length > 1 ? [breadcrumbListJsonLd(trail)] : [],
  };
}

/** An indexable page's finished <head> tags, for its loader to hand to `pageMeta` (app/lib/page-meta.ts). */
export function pageMetaTags(page: { path: string; title: string; description: string }): Array<MetaDescriptor> {
  return seoMeta(pageSeo(page));
}

/** The loader of a page in the public page table: `export const loader = publicPageLoader("/gitex")`. */
export function publicPageLoader(path: PublicPath): () => { meta: Array<MetaDescriptor> } {
  return () => ({ meta: pageMetaTags(pageFor(path)) });
}

/** What the preview shows, in words: its headline and the facts above it. */
export function sharePreviewAlt(row: IndexablePage): string {
  return row.details.length > 0 ? `${row.title}. ${row.details.join(" · ")}` : row.title;
}

/** schema.org BreadcrumbList: the trail from the home page, every step with its absolute URL. */
export function breadcrumbListJsonLd(trail: Array<{ name: string; path: string }>): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: absoluteUrl(step.path),
    })),
  };
}
