import { Link } from "react-router";
import { findMediaItem, type MediaType } from "#app/content/media";
import { relatedContent } from "./related-content";

/** Three of the site's items to see next, below a podcast, panel or video. */
export function RelatedContentSection({ type, id }: { type: MediaType; id: string }) {
  const item = findMediaItem(type, id);
  if (!item) return null;
  return (
    <section aria-labelledby="related-heading" className="border-t border-ink-100 bg-ink-50/60 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">Keep exploring</p>
            <h2 id="related-heading" className="mt-2 text-3xl font-bold tracking-tight text-ink-900">
              Related Content
            </h2>
          </div>
          <Link to="/recommendations" className="text-sm font-semibold text-brand-700 hover:text-brand-800">
            Picks for your interests <span aria-hidden>→</span>
          </Link>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {relatedContent(item).map((related) => (
            <li key={related.key}>
              <article
                data-related={related.href}
                className="group relative flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-200/80 transition hover:-translate-y-0.5 hover:shadow-xl hover:shadow-brand-900/5 focus-within:ring-2 focus-within:ring-brand-500"
              >
                <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">{related.kind}</p>
                <h3 className="mt-2 text-lg leading-snug font-bold tracking-tight text-balance text-ink-900">
                  <Link to={related.href} className="after:absolute after:inset-0 focus-visible:outline-none">
                    {related.title}
                  </Link>
                </h3>
                <p className="mt-auto flex items-center justify-between gap-3 pt-6 text-sm text-ink-500">
                  <time dateTime={related.date}>{related.dateLabel}</time>
                  <span aria-hidden className="font-semibold text-brand-700 group-hover:text-brand-800">
                    {related.kind === "Article" ? "Read" : "Watch"} →
                  </span>
                </p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
