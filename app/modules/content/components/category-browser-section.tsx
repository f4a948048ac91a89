import { Link } from "react-router";
import { categoriesWithCounts, categoryPath } from "#app/content/blog-catalogue";
import { cn } from "#app/lib/cn";
import { BlogSectionHeading } from "./blog-section-heading";
import { categoryStyle } from "./category-style";

/** Browse by Category: the eight categories with their counts, each opening its own listing. */
export function CategoryBrowserSection() {
  return (
    <section id="categories" aria-labelledby="categories-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <BlogSectionHeading id="categories-heading" eyebrow="Topics" title="Browse by Category" />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {categoriesWithCounts().map((category) => {
            const style = categoryStyle(category.slug);
            return (
              <li key={category.slug}>
                <Link
                  to={categoryPath(category.slug)}
                  data-category={category.slug}
                  className="group flex h-full flex-col rounded-2xl bg-white p-5 ring-1 ring-ink-200 transition hover:-translate-y-0.5 hover:shadow-lg hover:ring-brand-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  <span className="flex items-center justify-between gap-3">
                    <span className="flex items-center gap-3">
                      <span aria-hidden className={cn("size-3 rounded-full bg-gradient-to-br", style.cover)} />
                      <span data-name className="font-semibold text-ink-900 group-hover:text-brand-700">
                        {category.name}
                      </span>
                    </span>
                    <span
                      data-count
                      className="rounded-full bg-ink-100 px-2.5 py-0.5 text-sm font-semibold text-ink-700 tabular-nums"
                    >
                      {category.count}
                      <span className="sr-only"> articles</span>
                    </span>
                  </span>
                  <span className="mt-3 text-sm leading-6 text-ink-600">{category.description}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
