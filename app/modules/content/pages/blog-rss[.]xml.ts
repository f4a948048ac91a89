import { blogFeedXml } from "#app/modules/content/components/rss-feed";

/** /blog/rss.xml: RSS 2.0 of every article, prerendered with the pages. */
export function loader() {
  return new Response(blogFeedXml(), { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
