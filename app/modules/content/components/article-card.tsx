import { Link } from "react-router";
import { authorByName, authorInitials } from "#app/content/blog-authors";
import { articlePath, formatArticleDate, readingMinutesOf } from "#app/content/blog-catalogue";
import type { BlogArticleSummary } from "#app/content/blog-summary";
import { cn } from "#app/lib/cn";
import { ArticleCover } from "./article-cover";
import { AuthorAvatar } from "./author-avatar";
import { categorySlugOf, categoryStyle } from "./category-style";

function ArticleFacts({ article }: { article: BlogArticleSummary }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-ink-500">
      <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
      <span aria-hidden>·</span>
      <span>{readingMinutesOf(article.slug)} min read</span>
    </p>
  );
}

/**
 * One article as a card; the title's link covers the whole card (one link per card for screen
 * readers, the whole surface for pointers). `featured` cards are larger and name the author.
 */
export function ArticleCard({
  article,
  featured = false,
  headingLevel = 3,
}: {
  article: BlogArticleSummary;
  featured?: boolean;
  headingLevel?: 2 | 3;
}) {
  const slug = categorySlugOf(article.category);
  const author = authorByName(article.author);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      data-article={article.slug}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200/80 transition hover:-translate-y-0.5 hover:shadow-xl hover:shadow-brand-900/5 focus-within:ring-2 focus-within:ring-brand-500"
    >
      <ArticleCover categorySlug={slug} className={featured ? "h-44 sm:h-56" : "h-28"} />
      <div className={cn("flex flex-1 flex-col", featured ? "p-6 sm:p-8" : "p-6")}>
        <p className={cn("text-xs font-semibold tracking-wider uppercase", categoryStyle(slug).label)}>
          {article.category}
        </p>
        <Heading
          className={cn(
            "mt-2 font-bold tracking-tight text-balance text-ink-900",
            featured ? "text-2xl leading-tight sm:text-[1.7rem]" : "text-lg leading-snug",
          )}
        >
          <Link
            to={articlePath(article.slug)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
            prefetch="intent"
          >
            {article.title}
          </Link>
        </Heading>
        <p className={cn("mt-3 text-pretty text-ink-600", featured ? "text-base leading-7" : "text-sm leading-6")}>
          {article.excerpt}
        </p>
        <div className="mt-auto pt-6">
          {featured && author ? (
            <div className="flex items-center gap-3">
              <AuthorAvatar initials={authorInitials(author.name)} colour={author.colour} />
              <div className="min-w-0">
                <p data-author className="text-sm font-semibold text-ink-900">
                  {author.name}
                </p>
                <ArticleFacts article={article} />
              </div>
            </div>
          ) : (
            <div className="flex items-center justify-between gap-3">
              <ArticleFacts article={article} />
              <span aria-hidden className="text-sm font-semibold text-brand-700 group-hover:text-brand-800">
                Read More →
              </span>
            </div>
          )}
        </div>
      </div>
    </article>
  );
}
