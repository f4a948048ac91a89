import { publicPages } from "#app/content/routes-meta";
import { absoluteUrl } from "#app/lib/seo";

/** Public pages only: nothing private (admin, booking links) is ever listed. */
export function loader() {
  const urls = publicPages
    .map(
      (page) =>
        `  <url><loc>${absoluteUrl(page.path)}</loc><changefreq>weekly</changefreq><priority>${page.path === "/" ? "1.0" : "0.7"}</priority></url>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
