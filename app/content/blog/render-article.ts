import type { Element, Root } from "hast";
import { toString as hastToString } from "hast-util-to-string";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { parse as parseYaml } from "yaml";
import { articleFrontMatterSchema, type ArticleFrontMatter } from "#app/content/blog-front-matter";

/**
 * Build-time only (the Vite plugin in scripts/vite-blog-articles.ts, the index generator and the
 * content tests): Markdown with YAML front matter → sanitised HTML, its table of contents and its
 * length. Browser code never imports this module; it receives the finished HTML.
 */
export type TocEntry = { id: string; text: string; depth: 2 | 3 };

export type RenderedArticle = {
  frontMatter: ArticleFrontMatter;
  html: string;
  toc: Array<TocEntry>;
  words: number;
};

export class ArticleError extends Error {}

/** Average adult silent reading speed for non-fiction, in words per minute. */
const wordsPerMinute = 230;

export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / wordsPerMinute));
}

/** GitHub's rules (no scripts, styles, event handlers or iframes), and nothing more. */
const sanitizeSchema = { ...defaultSchema, clobberPrefix: "" };

function frontMatterOf(source: string, file: string): ArticleFrontMatter {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  if (!match) throw new ArticleError(`${file}: no front matter (--- title, excerpt, author, date, category, tags ---)`);
  const result = articleFrontMatterSchema.safeParse(parseYaml(match[1] ?? ""));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "front matter"}: ${issue.message}`);
    throw new ArticleError(`${file}: ${problems.join("; ")}`);
  }
  return result.data;
}

/** The page shows the title as the only h1, so an article's own sections start at h2. */
function refuseTopLevelHeadings(file: string) {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName === "h1") throw new ArticleError(`${file}: use ## for sections; the title is the page's h1`);
    });
  };
}

/** Links out of the site open in a new tab without access to this one. */
function externalLinksInNewTab() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      const href = node.properties.href;
      if (node.tagName !== "a" || typeof href !== "string" || !/^https?:\/\//.test(href)) return;
      node.properties.target = "_blank";
      node.properties.rel = ["noopener", "noreferrer"];
    });
  };
}

function collectToc(toc: Array<TocEntry>) {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "h2" && node.tagName !== "h3") return;
      const id = node.properties.id;
      if (typeof id === "string")
        toc.push({ id, text: hastToString(node).trim(), depth: node.tagName === "h2" ? 2 : 3 });
    });
  };
}

/** Long pieces (four or more sections and over 550 words) get a table of contents; short ones do not need one. */
export function tableOfContents(article: Pick<RenderedArticle, "toc" | "words">): Array<TocEntry> {
  const sections = article.toc.filter((entry) => entry.depth === 2).length;
  return sections >= 4 && article.words > 550 ? article.toc : [];
}

export function renderArticle(source: string, file: string): RenderedArticle {
  const frontMatter = frontMatterOf(source, file);
  const toc: Array<TocEntry> = [];
  let words = 0;
  const html = unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ["yaml"])
    .use(remarkGfm)
    .use(remarkRehype)
    .use(refuseTopLevelHeadings, file)
    .use(rehypeSanitize, sanitizeSchema)
    // Heading ids are made after sanitising, from the heading text, so they need no prefix.
    .use(rehypeSlug)
    .use(externalLinksInNewTab)
    .use(collectToc, toc)
    .use(() => (tree: Root) => {
      words = hastToString(tree).split(/\s+/).filter(Boolean).length;
    })
    .use(rehypeStringify)
    .processSync(source)
    .toString();
  return { frontMatter, html, toc, words };
}
