import { monthNames } from "#app/lib/month-names";
import { articleReadingMinutes, blogArticleIndex, featuredArticleSlugs } from "./blog-index";
import type { BlogArticleSummary } from "./blog-summary";
import { blogCategories, shownCount, type BlogCategory } from "./blog-categories";

/** Look-ups over the generated article index that the blog pages, feed and sitemap share. */
export function findArticle(slug: string): BlogArticleSummary | null {
  return blogArticleIndex.find((article) => article.slug === slug) ?? null;
}

export function readingMinutesOf(slug: string): number {
  return articleReadingMinutes[slug] ?? 1;
}

/** The listing's two featured articles, in the index's order (newest first). */
export function featuredArticles(): Array<BlogArticleSummary> {
  return blogArticleIndex.filter((article) => featuredArticleSlugs.includes(article.slug));
}

/** Everything not featured, newest first: the listing's Recent Articles. */
export function recentArticles(): Array<BlogArticleSummary> {
  return blogArticleIndex.filter((article) => !featuredArticleSlugs.includes(article.slug));
}

export function articlesInCategory(categoryName: string): Array<BlogArticleSummary> {
  return blogArticleIndex.filter((article) => article.category === categoryName);
}

export type CategoryWithCount = BlogCategory & { count: number };

export function categoriesWithCounts(): Array<CategoryWithCount> {
  return blogCategories.map((category) => ({
    ...category,
    count: shownCount(category, articlesInCategory(category.name).length),
  }));
}

/**
 * Articles to read next: the same category counts most, then each shared tag; ties go to the
 * newer article. Never the article itself.
 */
export function relatedArticles(slug: string, count = 3): Array<BlogArticleSummary> {
  const article = findArticle(slug);
  if (!article) return [];
  const tags = new Set(article.tags.map((tag) => tag.toLowerCase()));
  const score = (other: BlogArticleSummary) =>
    (other.category === article.category ? 3 : 0) + other.tags.filter((tag) => tags.has(tag.toLowerCase())).length;
  return blogArticleIndex
    .filter((other) => other.slug !== slug)
    .map((other, order) => ({ other, order, score: score(other) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, count)
    .map(({ other }) => other);
}

/** "2026-11-12" → "November 12, 2026", the same on the server and in every browser. */
export function formatArticleDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${monthNames[(month ?? 1) - 1]} ${day}, ${year}`;
}

export function articlePath(slug: string): string {
  return `/blog/${slug}`;
}

export function categoryPath(slug: string): string {
  return `/blog/category/${slug}`;
}
