import type { MetaDescriptor } from "react-router";
import { site } from "#app/content/site";
import { pageFor, type PublicPage, type PublicPath } from "#app/content/routes-meta";

export function absoluteUrl(path: string): string {
  return new URL(path, site.url).toString();
}

/** Title, description, canonical, Open Graph and Twitter tags for one page. */
export function seoMeta(
  page: { path: string; title: string; description: string },
  options: { noindex?: boolean } = {},
): Array<MetaDescriptor> {
  const title = page.path === "/" ? `${site.name} | ${page.title}` : `${page.title} | ${site.name}`;
  const url = absoluteUrl(page.path);
  const image = absoluteUrl("/og-image.png");
  const tags: Array<MetaDescriptor> = [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
  if (options.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  return tags;
}

/**
 * The loader of a page in the public page table. Its title and description travel as the page's
 * data, so the table itself stays on the server and out of every page's JavaScript (loaders are not
 * bundled for the browser). Use with `publicPageMeta`:
 * `export const loader = publicPageLoader("/blog"); export const meta = publicPageMeta;`
 */
export function publicPageLoader(path: PublicPath): () => { seo: PublicPage } {
  return () => ({ seo: pageFor(path) });
}

/** Meta for a page listed in the public page table, from the data of `publicPageLoader`. */
export function publicPageMeta({ loaderData }: { loaderData?: { seo: PublicPage } | null }): Array<MetaDescriptor> {
  return loaderData ? seoMeta(loaderData.seo) : [];
}
