import { useRef, useState } from "react";
import { recentArticles } from "#app/content/blog-catalogue";
import { buttonClasses } from "#app/components/ui/button";
import { ArticleCard } from "./article-card";
import { BlogSectionHeading } from "./blog-section-heading";

export const recentShownAtFirst = 6;
export const recentPerLoad = 3;

/**
 * Recent Articles: six at first; 'Load More Articles' reveals three more at a time and goes away
 * once every article shows. The hidden cards are in the HTML too (search engines and readers
 * without JavaScript can reach them through the category pages and the feed).
 */
export function RecentArticlesSection() {
  const articles = recentArticles();
  const [shown, setShown] = useState(recentShownAtFirst);
  const list = useRef<HTMLUListElement>(null);

  function loadMore() {
    const firstNew = shown;
    setShown((count) => Math.min(count + recentPerLoad, articles.length));
    // Keyboard and screen-reader users land on the first article that appeared.
    requestAnimationFrame(() => list.current?.children[firstNew]?.querySelector("a")?.focus());
  }

  return (
    <section
      id="recent"
      aria-labelledby="recent-heading"
      className="border-t border-ink-100 bg-ink-50/60 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <BlogSectionHeading id="recent-heading" eyebrow="Latest" title="Recent Articles">
          Practical guides for HR and hiring leaders, newest first.
        </BlogSectionHeading>
        <ul ref={list} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article, index) => (
            <li key={article.slug} hidden={index >= shown}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
        <p className="sr-only" role="status">
          {shown > recentShownAtFirst
            ? `Showing ${Math.min(shown, articles.length)} of ${articles.length} articles`
            : ""}
        </p>
        {shown < articles.length ? (
          <div className="mt-12 text-center">
            <button type="button" onClick={loadMore} className={buttonClasses("secondary", "lg")}>
              Load More Articles
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
