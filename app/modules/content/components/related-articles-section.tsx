import { relatedArticles } from "#app/content/blog-catalogue";
import { ArticleCard } from "./article-card";
import { BlogSectionHeading } from "./blog-section-heading";

/** Three articles to read next, below an article. */
export function RelatedArticlesSection({ slug }: { slug: string }) {
  return (
    <section
      id="related"
      aria-labelledby="related-heading"
      className="border-t border-ink-100 bg-ink-50/60 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <BlogSectionHeading id="related-heading" eyebrow="Keep reading" title="Related Articles" />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {relatedArticles(slug).map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
