import { indexablePages, type PageKind } from "#app/content/indexable-pages";
import { absoluteUrl } from "#app/lib/seo";

const priorities: Record<PageKind, string> = {
  landing: "0.7",
  "case-study": "0.7",
  event: "0.7",
  legal: "0.3",
  article: "0.6",
  category: "0.5",
  media: "0.5",
};

/**
 * Exactly the indexable pages (app/content/indexable-pages.ts), each with the day its content last
 * changed: nothing private (admin, booking or newsletter links) is ever listed.
 */
export function loader() {
  const urls = indexablePages().map((page) => {
    const priority = page.path === "/" ? "1.0" : priorities[page.kind];
    return `  <url><loc>${absoluteUrl(page.path)}</loc><lastmod>${page.lastModified}</lastmod><priority>${priority}</priority></url>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
