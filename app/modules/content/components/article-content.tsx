import { use } from "react";
import { cn } from "#app/lib/cn";
import { TableOfContents, type TocEntry } from "./table-of-contents";

type ArticleModule = { html: string; toc: Array<TocEntry> };

// One chunk per article, rendered from its Markdown at build time (scripts/vite-blog-articles.ts).
// The module is free of side effects (pure annotations), so a page that imports it only for its
// server rendering does not keep it in its browser bundle.
const articleModules = /* @__PURE__ */ (() =>
  import.meta.glob<ArticleModule>("/app/content/blog/articles/*.md", { query: "?article" }))();
const loading = /* @__PURE__ */ new Map<string, Promise<ArticleModule>>();

function articleModule(slug: string): Promise<ArticleModule> {
  let promise = loading.get(slug);
  if (!promise) {
    const load = articleModules[`/app/content/blog/articles/${slug}.md`];
    promise = load ? load() : Promise.reject(new Error(`No article ${slug}`));
    loading.set(slug, promise);
  }
  return promise;
}

/** Reading typography for the article's HTML (the Markdown gives plain elements without classes). */
const prose = /* @__PURE__ */ cn(
  "text-[1.0625rem] leading-8 text-ink-700 [&>:first-child]:mt-0",
  "[&_h2]:mt-12 [&_h2]:scroll-mt-28 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-ink-900",
  "[&_h3]:mt-8 [&_h3]:scroll-mt-28 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink-900",
  "[&_p]:mt-5 [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_li]:mt-2 [&_li]:pl-1 [&_li::marker]:text-brand-500 [&_li>p]:mt-0",
  "[&_strong]:font-semibold [&_strong]:text-ink-900",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-800",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-5 [&_blockquote]:text-ink-600 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-ink-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em]",
);

/** The article's body, with its table of contents beside it (above it on small screens) and its topics. */
export function ArticleContent({ slug, tags }: { slug: string; tags: Array<string> }) {
  const { html, toc } = use(articleModule(slug));
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-[minmax(0,48rem)_15rem] lg:justify-between lg:px-8">
      {toc.length > 0 ? (
        <aside className="lg:col-start-2 lg:row-start-1">
          <TableOfContents toc={toc} className="lg:sticky lg:top-28" />
        </aside>
      ) : null}
      <div className="min-w-0 lg:col-start-1 lg:row-start-1">
        <div data-article-body className={prose} dangerouslySetInnerHTML={{ __html: html }} />
        <div className="mt-12 flex flex-wrap items-center gap-2 border-t border-ink-200 pt-6">
          <span className="mr-1 text-sm font-semibold text-ink-900">Topics</span>
          {tags.map((tag) => (
            <span
              key={tag}
              className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-100"
            >
              {tag}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
