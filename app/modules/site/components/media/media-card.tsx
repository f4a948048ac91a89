import { ArrowUpRight } from "lucide-react";
import type { ReactNode } from "react";
import { ExternalLink } from "#app/components/ui/external-link";
import type { MediaItem } from "#app/content/media";
import { cn } from "#app/lib/cn";
import { VideoFacade } from "./video-facade";

const dateFormat = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** '2025-06-12' as 'June 12, 2025' (UTC, so server and browser agree). */
export function mediaDate(date: string): string {
  return dateFormat.format(new Date(`${date}T00:00:00Z`));
}

/** A podcast or panel recording: the click-to-play video, what it is about, who speaks, and a link onwards. */
export function MediaCard({
  item,
  link,
  large = false,
}: {
  item: MediaItem;
  /** The link under the card ('More Episodes'), to the item's channel in a new tab. */
  link?: string;
  large?: boolean;
}): ReactNode {
  return (
    <li
      data-media={item.id}
      className="flex flex-col overflow-hidden rounded-3xl bg-white p-3 shadow-sm ring-1 ring-ink-200/80 transition-shadow hover:shadow-xl hover:shadow-brand-900/5"
    >
      <VideoFacade item={item} />
      <div className={cn("flex flex-1 flex-col px-3 pt-5 pb-3", large && "sm:px-5")}>
        <p className="text-sm text-ink-500">
          <time dateTime={item.date}>{mediaDate(item.date)}</time> · {item.durationMinutes} min
        </p>
        <h3 className={cn("mt-2 font-bold tracking-tight text-balance text-ink-900", large ? "text-2xl" : "text-lg")}>
          {item.title}
        </h3>
        <p className={cn("mt-3 text-sm leading-6 text-pretty text-ink-600", !large && "line-clamp-4")}>
          {item.description}
        </p>
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Speakers">
          {item.speakers.map((speaker) => (
            <li
              key={speaker}
              className="rounded-md bg-ink-50 px-2 py-1 text-xs font-medium text-ink-700 ring-1 ring-ink-200"
            >
              {speaker}
            </li>
          ))}
        </ul>
        {link ? (
          <ExternalLink
            href={item.link}
            className="mt-auto inline-flex items-center gap-1.5 self-start rounded-md pt-6 text-sm font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
          >
            {link}
            <ArrowUpRight aria-hidden className="size-4" />
          </ExternalLink>
        ) : null}
      </div>
    </li>
  );
}
