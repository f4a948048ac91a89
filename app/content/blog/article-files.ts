import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { articleSlugPattern } from "#app/content/blog-front-matter";
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
