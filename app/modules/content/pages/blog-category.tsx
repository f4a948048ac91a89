import { data } from "react-router";
import { PageIntro } from "#app/components/layout/page-intro";
import { categoryPath } from "#app/content/blog-catalogue";
import { categoryBySlug } from "#app/content/blog-categories";
import { pageMetaTags } from "#app/lib/page-seo.server";
import { pageMeta } from "#app/lib/page-meta";
import type { Route } from "./+types/blog-category";
import { lazyIsland } from "#app/lib/island";

// /blog/category/<slug>: one prerendered listing per category (Browse by Category links here).
const Articles = lazyIsland("category-articles", () =>
  import("#app/modules/content/components/category-articles-section").then((m) => m.CategoryArticlesSection),
);
const StayUpdated = lazyIsland("stay-updated", () =>
  import("#app/modules/newsletter/ui").then((m) => m.StayUpdatedSection),
);

export function loader({ params }: Route.LoaderArgs) {
  const category = categoryBySlug(params.category);
  if (!category) throw data(null, { status: 404 });
  return {
    name: category.name,
    slug: category.slug,
    description: category.description,
    meta: pageMetaTags({
      path: categoryPath(category.slug),
      title: `${category.name} Articles`,
      description: category.description,
    }),
  };
}

export const meta = pageMeta;

export default function BlogCategoryRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro eyebrow="Blog category" title={loaderData.name} tone="light">
        {loaderData.description}
      </PageIntro>
      <Articles categorySlug={loaderData.slug} />
      <StayUpdated />
    </>
  );
}
