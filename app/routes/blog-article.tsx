import { lazy, Suspense } from "react";
import { data } from "react-router";
import { ArticleContent } from "#app/features/blog/article-content";
import { ArticleContentSkeleton } from "#app/features/blog/article-content-skeleton";
import { ArticleHeader } from "#app/features/blog/article-header";
import { articlePageData } from "#app/features/blog/article-page-data";
import { articleMeta } from "#app/features/blog/article-seo";
import { RelatedArticlesSection } from "#app/features/blog/related-articles-section";
import { StayUpdatedSection } from "#app/features/newsletter/stay-updated-section";
import type { Route } from "./+types/blog-article";

// /blog/<slug>, prerendered for every article. Every part of the page is in its HTML from the start
// and hydrates from its own chunk (header, body, related articles, newsletter), so an article's
// first-load JavaScript is the shell's plus its small loader data (budget: 120 KB).
const Header = import.meta.env.SSR
  ? ArticleHeader
  : lazy(() => import("#app/features/blog/article-header").then((m) => ({ default: m.ArticleHeader })));
const Content = import.meta.env.SSR
  ? ArticleContent
  : lazy(() => import("#app/features/blog/article-content").then((m) => ({ default: m.ArticleContent })));
const Related = import.meta.env.SSR
  ? RelatedArticlesSection
  : lazy(() =>
      import("#app/features/blog/related-articles-section").then((m) => ({ default: m.RelatedArticlesSection })),
    );
const StayUpdated = import.meta.env.SSR
  ? StayUpdatedSection
  : lazy(() =>
      import("#app/features/newsletter/stay-updated-section").then((m) => ({ default: m.StayUpdatedSection })),
    );

export function loader({ params }: Route.LoaderArgs) {
  const page = articlePageData(params.slug);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? articleMeta(loaderData) : [];
}

export default function BlogArticleRoute({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  return (
    <>
      <article data-article-page={article.slug}>
        <Suspense fallback={null}>
          <Header data={loaderData} />
        </Suspense>
        <Suspense fallback={<ArticleContentSkeleton />}>
          <Content slug={article.slug} tags={article.tags} />
        </Suspense>
      </article>
      <Suspense fallback={null}>
        <Related slug={article.slug} />
      </Suspense>
      <Suspense fallback={null}>
        <StayUpdated />
      </Suspense>
    </>
  );
}
