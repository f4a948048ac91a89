import { useEffect, useRef, useState } from "react";
import type { MediaItem } from "#app/content/media";
import { cn } from "#app/lib/cn";
import { VideoThumbnail } from "./video-thumbnail";

/** The video site's privacy-enhanced player (no cookies until the visitor plays); the CSP allows only it. */
export function embedUrlOf(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

const typeLabels: Record<MediaItem["type"], string> = { podcast: "Podcast", panel: "Panel", video: "Video" };

/**
 * A video that costs nothing until it is wanted: our own thumbnail and a play button. The player
 * (and so any request to the video site) is inserted only after a click, in the same box, so
 * nothing moves.
 */
export function VideoFacade({ item, className }: { item: MediaItem; className?: string }) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  return (
    <div className={cn("relative aspect-video overflow-hidden rounded-2xl bg-ink-900", className)}>
      {playing ? (
        <iframe
          ref={player}
          data-video-player
          src={embedUrlOf(item.videoId)}
          title={item.title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          className="absolute inset-0 size-full"
        />
      ) : (
        <button
          type="button"
          data-video-facade={item.id}
          aria-label={`Play ${typeLabels[item.type].toLowerCase()}: ${item.title}`}
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 cursor-pointer focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-white"
        >
          <VideoThumbnail
            item={item}
            className="absolute inset-0 size-full transition-transform duration-500 group-hover:scale-[1.03]"
          />
          <span className="absolute top-3 left-3 rounded-full bg-black/40 px-2.5 py-1 text-xs font-semibold text-white">
            {typeLabels[item.type]}
          </span>
          <span className="absolute right-3 bottom-3 rounded-md bg-black/55 px-2 py-0.5 text-xs font-semibold text-white tabular-nums">
            {item.durationMinutes} min
          </span>
          <span className="absolute bottom-3 left-3 inline-flex items-center gap-2 rounded-full bg-white py-1.5 pr-4 pl-1.5 text-sm font-semibold text-brand-800 shadow-lg transition-transform group-hover:scale-105">
            <span className="flex size-7 items-center justify-center rounded-full bg-brand-600">
              <svg viewBox="0 0 24 24" aria-hidden className="ml-0.5 size-3.5 fill-white">
                <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12.2-7.5a1 1 0 0 0 0-1.72L8.5 3.64A1 1 0 0 0 7 4.5Z" />
              </svg>
            </span>
            Play
          </span>
        </button>
      )}
    </div>
  );
}
