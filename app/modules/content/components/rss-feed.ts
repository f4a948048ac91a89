import { articlePath, categoryPath } from "#app/content/blog-catalogue";
import { blogArticleIndex } from "#app/content/blog-index";
import { site } from "#app/content/site";
import { absoluteUrl } from "#app/lib/seo";
import { categorySlugOf } from "./category-style";

function xmlText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** RFC 822 date, as RSS 2.0 wants it: "Thu, 12 Nov 2026 09:00:00 GMT" (articles publish at 09:00 UTC). */
export function rfc822(isoDate: string): string {
  const date = new Date(`${isoDate}T09:00:00Z`);
  const day = String(date.getUTCDate()).padStart(2, "0");
  return `${days[date.getUTCDay()]}, ${day} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()} 09:00:00 GMT`;
}

/** The blog's RSS 2.0 feed: every article, newest first, with its excerpt, author and category. */
export function blogFeedXml(): string {
  const feedUrl = absoluteUrl("/blog/rss.xml");
  const items = blogArticleIndex.map((article) => {
    const url = absoluteUrl(articlePath(article.slug));
    return [
      "    <item>",
      `      <title>${xmlText(article.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      `      <description>${xmlText(article.excerpt)}</description>`,
      `      <dc:creator>${xmlText(article.author)}</dc:creator>`,
      `      <category domain="${absoluteUrl(categoryPath(categorySlugOf(article.category)))}">${xmlText(article.category)}</category>`,
      `      <pubDate>${rfc822(article.date)}</pubDate>`,
      "    </item>",
    ].join("\n");
  });
  const newest = blogArticleIndex[0]?.date ?? "2026-01-01";
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xmlText(`${site.name} Blog`)}</title>
    <link>${absoluteUrl("/blog")}</link>
    <description>${xmlText("Practical guides on HR technology, the future of work, talent mobility and hiring with AI.")}</description>
    <language>en</language>
    <lastBuildDate>${rfc822(newest)}</lastBuildDate>
    <atom:link href="${feedUrl}" rel="self" type="application/rss+xml"/>
${items.join("\n")}
  </channel>
</rss>
`;
}
