import { site } from "#app/content/site";
import { pageSeo } from "#app/lib/page-seo.server";
import type { MetaDescriptor } from "react-router";
import { absoluteUrl, seoMeta, type PageSeo } from "#app/lib/seo";
import type { ArticlePageData } from "./article-page-data";

/**
 * An article's <head> tags, for its loader: the page's own (og:type article, its preview, its trail)
 * with its schema.org Article, its author, section and tags, and the blog's feed.
 */
export function articleMetaTags(data: ArticlePageData): Array<MetaDescriptor> {
  const { article } = data;
  const seo = pageSeo({ path: `/blog/${article.slug}`, title: article.title, description: article.excerpt });
  return [
    ...seoMeta({ ...seo, structuredData: [...(seo.structuredData ?? []), articleJsonLd(data, seo)] }),
    { property: "article:author", content: article.author },
    { property: "article:section", content: article.category },
    ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
    { name: "author", content: article.author },
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: "Our Blog (RSS)", href: "/blog/rss.xml" },
  ];
}

/** schema.org Article for one post: what search engines read as its headline, author and dates. */
function articleJsonLd({ article, author }: ArticlePageData, seo: PageSeo): Record<string, unknown> {
  const url = absoluteUrl(seo.path);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.excerpt,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: seo.image ? [absoluteUrl(seo.image.path)] : [],
    datePublished: article.date,
    dateModified: article.date,
    inLanguage: "en",
    articleSection: article.category,
    keywords: article.tags.join(", "),
    author: {
      "@type": "Person",
      name: author.name,
      jobTitle: author.role,
      worksFor: { "@type": "Organization", name: site.name, url: site.url },
    },
    publisher: {
      "@type": "Organization",
      name: site.name,
      url: site.url,
      logo: { "@type": "ImageObject", url: absoluteUrl("/favicon.svg") },
    },
  };
}
