import { articlePath, categoryPath } from "#app/content/blog-catalogue";
import { blogCategories } from "#app/content/blog-categories";
import { blogArticleIndex } from "#app/content/blog-index";
import { mediaItems, mediaPath } from "#app/content/media";
import { publicPages } from "#app/content/routes-meta";
import { absoluteUrl } from "#app/lib/seo";

type SitemapEntry = { path: string; priority: string; lastModified?: string };

function urlElement(entry: SitemapEntry): string {
  const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>` : "";
  return `  <url><loc>${absoluteUrl(entry.path)}</loc>${lastmod}<changefreq>weekly</changefreq><priority>${entry.priority}</priority></url>`;
}

/** Public pages only: nothing private (admin, booking or newsletter links) is ever listed. */
export function loader() {
  const entries: Array<SitemapEntry> = [
    ...publicPages.map((page) => ({ path: page.path, priority: page.path === "/" ? "1.0" : "0.7" })),
    ...blogArticleIndex.map((article) => ({
      path: articlePath(article.slug),
      priority: "0.6",
      lastModified: article.date,
    })),
    ...blogCategories.map((category) => ({ path: categoryPath(category.slug), priority: "0.5" })),
    ...mediaItems.map((item) => ({ path: mediaPath(item), priority: "0.5", lastModified: item.date })),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.map(urlElement).join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
