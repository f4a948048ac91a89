import { data } from "react-router";
import { ArticleContentSkeleton } from "#app/modules/content/components/article-content-skeleton";
import { articlePageData } from "#app/modules/content/components/article-page-data";
import { articleMetaTags } from "#app/modules/content/components/article-seo.server";
import { pageMeta } from "#app/lib/page-meta";
import type { Route } from "./+types/blog-article";
import { lazyIsland } from "#app/lib/island";

// /blog/<slug>, prerendered for every article. Every part of the page is in its HTML from the start
// and hydrates from its own chunk (header, body, related articles, newsletter), so an article's
// first-load JavaScript is the shell's plus its small loader data (budget: 120 KB).
const Header = lazyIsland("article-header", () =>
  import("#app/modules/content/components/article-header").then((m) => m.ArticleHeader),
);
const Content = lazyIsland("article-content", () =>
  import("#app/modules/content/components/article-content").then((m) => m.ArticleContent),
);
const Related = lazyIsland("related-articles", () =>
  import("#app/modules/content/components/related-articles-section").then((m) => m.RelatedArticlesSection),
);
const StayUpdated = lazyIsland("stay-updated", () =>
  import("#app/modules/newsletter/ui").then((m) => m.StayUpdatedSection),
);

export function loader({ params }: Route.LoaderArgs) {
  const page = articlePageData(params.slug);
  if (!page) throw data(null, { status: 404 });
  return { ...page, meta: articleMetaTags(page) };
}

export const meta = pageMeta;

export default function BlogArticleRoute({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  return (
    <>
      <article data-article-page={article.slug}>
        <Header data={loaderData} />
        <Content slug={article.slug} tags={article.tags} fallback={<ArticleContentSkeleton />} />
      </article>
      <Related slug={article.slug} />
      <StayUpdated />
    </>
  );
}
