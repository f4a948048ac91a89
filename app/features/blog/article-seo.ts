import type { MetaDescriptor } from "react-router";
import { site } from "#app/content/site";
import { absoluteUrl, seoMeta } from "#app/lib/seo";
import type { ArticlePageData } from "./article-page-data";

/** schema.org Article for one post: what search engines read as its headline, author and dates. */
export function articleJsonLd({ article, author }: ArticlePageData): Record<string, unknown> {
  const url = absoluteUrl(`/blog/${article.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.excerpt,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: [absoluteUrl("/og-image.png")],
    datePublished: article.date,
    dateModified: article.date,
    inLanguage: "en",
    articleSection: article.category,
    keywords: article.tags.join(", "),
    author: {
      "@type": "Person",
      name: author.name,
      jobTitle: author.role,
      worksFor: { "@type": "Organization", name: site.name },
    },
    publisher: {
      "@type": "Organization",
      name: site.name,
      url: site.url,
      logo: { "@type": "ImageObject", url: absoluteUrl("/favicon.svg") },
    },
  };
}

/** Title, description, canonical, Open Graph (type article) and the Article JSON-LD of a post. */
export function articleMeta(data: ArticlePageData): Array<MetaDescriptor> {
  const { article } = data;
  const base = seoMeta({ path: `/blog/${article.slug}`, title: article.title, description: article.excerpt });
  return [
    ...base.map((tag) =>
      "property" in tag && tag.property === "og:type" ? { property: "og:type", content: "article" } : tag,
    ),
    { property: "article:published_time", content: article.date },
    { property: "article:author", content: article.author },
    { property: "article:section", content: article.category },
    ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
    { name: "author", content: article.author },
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: "Our Blog (RSS)", href: "/blog/rss.xml" },
    { "script:ld+json": articleJsonLd(data) },
  ];
}
