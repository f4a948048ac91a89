import { readFile } from "node:fs/promises";
import type { Plugin } from "vite";
import { renderArticle, tableOfContents } from "#app/content/blog/render-article";

const articleQuery = "?article";

/**
 * Turns `app/content/blog/articles/<slug>.md?article` imports into modules exporting the article's
 * sanitised HTML and table of contents, rendered once at build time (unified, remark, rehype).
 * The article pages load them with `import.meta.glob`; a bad front matter fails the build.
 */
export function blogArticles(): Plugin {
  return {
    name: "blog-articles",
    enforce: "pre",
    async load(id) {
      if (!id.endsWith(`.md${articleQuery}`)) return null;
      const file = id.slice(0, -articleQuery.length);
      this.addWatchFile(file);
      const article = renderArticle(await readFile(file, "utf8"), file);
      return [
        `export const html = ${JSON.stringify(article.html)};`,
        `export const toc = ${JSON.stringify(tableOfContents(article))};`,
      ].join("\n");
    },
  };
}
