import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { articleSlugPattern } from "#app/content/blog-front-matter";
import type { BlogArticleSummary } from "#app/content/blog-summary";
import { ArticleError, readingMinutes, renderArticle, type RenderedArticle } from "./render-article";

/** Build-time only: every article file, rendered, newest first (then by slug, so the order is stable). */
export const articlesFolder = path.resolve(import.meta.dirname, "articles");

export type ArticleFile = RenderedArticle & { slug: string; readingMinutes: number };

export function readArticleFiles(folder = articlesFolder): Array<ArticleFile> {
  const files = readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .sort();
  const articles = files.map((name) => {
    const slug = name.slice(0, -".md".length);
    if (!articleSlugPattern.test(slug)) throw new ArticleError(`${name}: file names are lower-case-slugs`);
    const rendered = renderArticle(readFileSync(path.join(folder, name), "utf8"), name);
    return { ...rendered, slug, readingMinutes: readingMinutes(rendered.words) };
  });
  return articles.sort((a, b) => b.frontMatter.date.localeCompare(a.frontMatter.date) || a.slug.localeCompare(b.slug));
}

/** What app/content/blog-index.ts holds for these articles (`npm run blog:index` writes it). */
export function blogIndexOf(articles: Array<ArticleFile>): {
  index: Array<BlogArticleSummary>;
  featured: Array<string>;
  minutes: Record<string, number>;
} {
  return {
    index: articles.map(({ slug, frontMatter: f }) => ({
      slug,
      title: f.title,
      excerpt: f.excerpt,
      category: f.category,
      tags: f.tags,
      date: f.date,
      author: f.author,
    })),
    featured: articles.filter((a) => a.frontMatter.featured).map((a) => a.slug),
    minutes: Object.fromEntries(articles.map((a) => [a.slug, a.readingMinutes])),
  };
}
