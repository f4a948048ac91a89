import { useEffect, useRef, useState } from "react";
import { mediaTypeLabels, type MediaItem } from "#app/content/media";
import { MediaArt } from "./media-art";

/**
 * The recording as a poster until the visitor asks for it: nothing is loaded from the video site
 * before the click (no cookies, no player script, nothing to slow the page). The click swaps in
 * the privacy-enhanced player, which starts playing and takes the focus.
 */
export function VideoFacade({ item }: { item: Pick<MediaItem, "type" | "title" | "videoId" | "durationMinutes"> }) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl bg-ink-900 shadow-2xl ring-1 shadow-brand-900/20 ring-ink-900/10">
      {playing ? (
        <iframe
          ref={frame}
          data-video-player
          className="absolute inset-0 size-full"
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(item.videoId)}?autoplay=1&rel=0`}
          title={`${item.title} (video player)`}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          data-video-facade
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 block size-full cursor-pointer text-left focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-accent-400"
        >
          <MediaArt type={item.type} className="absolute inset-0 size-full" />
          <span className="sr-only">
            Play {mediaTypeLabels[item.type].toLowerCase()}: {item.title}
          </span>
          <span
            aria-hidden
            className="absolute top-4 left-4 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold tracking-wide text-white ring-1 ring-white/25 backdrop-blur-sm sm:top-5 sm:left-5"
          >
            {mediaTypeLabels[item.type]} · {item.durationMinutes} min
          </span>
          <span
            aria-hidden
            className="absolute top-1/2 left-1/2 grid size-16 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-white text-brand-700 shadow-xl shadow-ink-950/30 transition group-hover:scale-105 sm:size-20"
          >
            <svg viewBox="0 0 24 24" aria-hidden className="ml-1 size-7 sm:size-8" fill="currentColor">
              <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
            </svg>
          </span>
          <span aria-hidden className="absolute right-4 bottom-4 left-5 hidden text-xs text-white/80 sm:block">
            Plays from YouTube in privacy-enhanced mode
          </span>
        </button>
      )}
    </div>
  );
}
