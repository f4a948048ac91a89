import { authorByName, authorInitials } from "#app/content/blog-authors";
import { findArticle, formatArticleDate, readingMinutesOf } from "#app/content/blog-catalogue";
import type { BlogArticleSummary } from "#app/content/blog-summary";
import { categorySlugOf } from "./category-style";

/** What an article page needs before its body arrives: small, because it is inlined in the page. */
export type ArticlePageData = {
  article: BlogArticleSummary;
  categorySlug: string;
  dateLabel: string;
  readingMinutes: number;
  author: { name: string; role: string; colour: string; initials: string };
};

export function articlePageData(slug: string): ArticlePageData | null {
  const article = findArticle(slug);
  const author = article ? authorByName(article.author) : null;
  if (!article || !author) return null;
  return {
    article,
    categorySlug: categorySlugOf(article.category),
    dateLabel: formatArticleDate(article.date),
    readingMinutes: readingMinutesOf(slug),
    author: { name: author.name, role: author.role, colour: author.colour, initials: authorInitials(author.name) },
  };
}
