import { Link } from "react-router";
import { formatArticleDate } from "#app/content/blog-catalogue";
import { findMediaItem, mediaTypeLabels, type MediaType } from "#app/content/media";
import { VideoFacade } from "./video-facade";

const moreLabels: Record<MediaType, string> = {
  podcast: "More Episodes",
  panel: "More Panel Discussions",
  video: "More Videos",
};

/** The first screen of a podcast, panel or video page: what it is, when, who speaks, and the player. */
export function MediaDetail({ type, id }: { type: MediaType; id: string }) {
  const item = findMediaItem(type, id);
  if (!item) return null;
  return (
    <section
      data-always-render
      data-media-page={`${item.type}:${item.id}`}
      aria-labelledby="media-title"
      className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-28 pb-16 sm:pt-36 sm:pb-20"
    >
      <div
        aria-hidden
        className="absolute -top-40 left-1/2 -z-10 h-[32rem] w-[64rem] -translate-x-1/2 bg-[radial-gradient(closest-side,rgb(199_210_254/0.4)_40%,transparent)]"
      />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Link
          to="/shared-future"
          data-back-link
          className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-500 hover:text-brand-700"
        >
          <span aria-hidden>←</span> Back to the Shared Future Community
        </Link>
        <div className="mt-6 grid gap-10 lg:grid-cols-12 lg:items-center lg:gap-12">
          <div className="lg:col-span-5">
            <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">
              {mediaTypeLabels[item.type]}
            </p>
            <h1
              id="media-title"
              className="mt-3 text-3xl leading-tight font-extrabold tracking-tight text-balance text-ink-900 sm:text-[2.6rem]"
            >
              {item.title}
            </h1>
            <p className="mt-4 flex flex-wrap items-center gap-x-2 text-sm text-ink-500">
              <time dateTime={item.date}>{formatArticleDate(item.date)}</time>
              <span aria-hidden>·</span>
              <span>{item.durationMinutes} min</span>
            </p>
            <p className="mt-5 text-lg leading-8 text-pretty text-ink-600">{item.description}</p>
            <ul aria-label="Topics" className="mt-6 flex flex-wrap gap-2">
              {item.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-700 ring-1 ring-brand-100"
                >
                  {tag}
                </li>
              ))}
            </ul>
          </div>
          <div className="lg:col-span-7">
            {/* Keyed: another item (a client-side navigation) starts again from its poster. */}
            <VideoFacade key={`${item.type}:${item.id}`} item={item} />
          </div>
        </div>
        <div className="mt-10 flex flex-col gap-6 border-t border-ink-200/70 pt-8 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h2 className="text-sm font-semibold tracking-wider text-ink-500 uppercase">
              {item.speakers.length > 1 ? "Speakers" : "Speaker"}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
              {item.speakers.map((speaker) => (
                <li key={speaker} className="flex items-center gap-2 text-sm text-ink-700">
                  <span aria-hidden className="size-2 rounded-full bg-accent-500" />
                  {speaker}
                </li>
              ))}
            </ul>
          </div>
          <a
            href={item.link}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800"
          >
            {moreLabels[item.type]} on YouTube <span aria-hidden>↗</span>
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
      </div>
    </section>
  );
}
