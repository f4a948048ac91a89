import { Link } from "react-router";
import { cn } from "#app/lib/cn";
import type { ArticlePageData } from "./article-page-data";
import { AuthorAvatar } from "./author-avatar";
import { categoryStyle } from "./category-style";

/** The top of an article: where it sits, its title and standfirst, who wrote it, when and how long it is. */
export function ArticleHeader({ data }: { data: ArticlePageData }) {
  const { article, author } = data;
  return (
    <header className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-28 pb-10 sm:pt-36 sm:pb-14">
      <div
        aria-hidden
        className="absolute -top-40 left-1/2 -z-10 h-[32rem] w-[64rem] -translate-x-1/2 bg-[radial-gradient(closest-side,rgb(199_210_254/0.4)_40%,transparent)]"
      />
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          <nav aria-label="Breadcrumb" className="text-sm text-ink-500">
            <ol className="flex flex-wrap items-center gap-2">
              <li>
                <Link to="/blog" className="font-medium hover:text-brand-700">
                  Blog
                </Link>
              </li>
              <li aria-hidden>/</li>
              <li>
                <Link
                  to={`/blog/category/${data.categorySlug}`}
                  className={cn("font-semibold hover:underline", categoryStyle(data.categorySlug).label)}
                >
                  {article.category}
                </Link>
              </li>
            </ol>
          </nav>
          <h1 className="mt-4 text-3xl leading-tight font-extrabold tracking-tight text-balance text-ink-900 sm:text-5xl">
            {article.title}
          </h1>
          <p className="mt-5 text-lg leading-8 text-pretty text-ink-600 sm:text-xl">{article.excerpt}</p>
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4 border-t border-ink-200/70 pt-6">
            <div className="flex items-center gap-3">
              <AuthorAvatar initials={author.initials} colour={author.colour} className="size-12 text-base" />
              <div>
                <p className="font-semibold text-ink-900" data-author>
                  {author.name}
                </p>
                <p className="text-sm text-ink-500">{author.role}</p>
              </div>
            </div>
            <p className="flex flex-wrap items-center gap-x-2 text-sm text-ink-600 sm:ml-auto">
              <time dateTime={article.date}>{data.dateLabel}</time>
              <span aria-hidden>·</span>
              <span data-reading-time>{data.readingMinutes} min read</span>
            </p>
          </div>
        </div>
      </div>
    </header>
  );
}
