import { Link } from "react-router";
import { articlesInCategory, categoryPath } from "#app/content/blog-catalogue";
import { blogCategories } from "#app/content/blog-categories";
import { cn } from "#app/lib/cn";
import { ArticleCard } from "./article-card";

/** A category's listing: its articles, then the other categories to browse. */
export function CategoryArticlesSection({ categorySlug }: { categorySlug: string }) {
  const category = blogCategories.find((c) => c.slug === categorySlug);
  const articles = category ? articlesInCategory(category.name) : [];
  return (
    <section id="category-articles" aria-label={`${category?.name ?? ""} articles`} className="bg-white pb-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} headingLevel={2} />
            </li>
          ))}
        </ul>
        <nav aria-labelledby="other-categories" className="mt-16 border-t border-ink-100 pt-10">
          <h2 id="other-categories" className="text-lg font-semibold text-ink-900">
            Browse by Category
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {blogCategories.map((other) => (
              <li key={other.slug}>
                <Link
                  to={categoryPath(other.slug)}
                  aria-current={other.slug === categorySlug ? "page" : undefined}
                  className={cn(
                    "block rounded-full px-4 py-2 text-sm font-medium ring-1 transition-colors",
                    other.slug === categorySlug
                      ? "bg-brand-600 text-white ring-brand-600"
                      : "bg-white text-ink-700 ring-ink-200 hover:bg-ink-50 hover:text-ink-900",
                  )}
                >
                  {other.name}
                </Link>
              </li>
            ))}
            <li>
              <Link
                to="/blog"
                className="block rounded-full px-4 py-2 text-sm font-semibold text-brand-700 hover:underline"
              >
                All articles
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </section>
  );
}
