import { eventWindow, panelEvent, type EventPhase } from "#app/content/panel-event";
import { site } from "#app/content/site";
import { absoluteUrl, sharePreviewPath } from "#app/lib/seo";

/**
 * schema.org Event for /gcc-panel, from the event record (written into the hero by its island). Once
 * the event is over it keeps its name, dates and status (search engines read a past end date as a
 * past event) and loses only its offer, since registration has closed.
 */
export function panelEventJsonLd(phase: EventPhase): Record<string, unknown> {
  const event = panelEvent;
  const { end } = eventWindow(event);
  const offset = event.startsAt.slice(-6);
  // The end in the same zone as the start, as search engines show it.
  const endLocal = new Date(end.getTime() + offsetMinutes(offset) * 60_000).toISOString().slice(0, 19) + offset;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: `${event.name}: ${event.theme}`,
    description: event.summary,
    url: absoluteUrl("/gcc-panel"),
    image: [absoluteUrl(sharePreviewPath("/gcc-panel"))],
    startDate: event.startsAt,
    endDate: endLocal,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    location: { "@type": "VirtualLocation", url: event.registerUrl },
    isAccessibleForFree: true,
    ...(phase === "past"
      ? {}
      : {
          offers: {
            "@type": "Offer",
            price: "0",
            priceCurrency: "INR",
            availability: "https://schema.org/InStock",
            url: event.registerUrl,
          },
        }),
    organizer: { "@type": "Organization", name: site.name, url: site.url },
    performer: event.speakers.map((speaker) => ({
      "@type": "Person",
      name: speaker.name,
      jobTitle: speaker.title,
      worksFor: { "@type": "Organization", name: speaker.company.name },
    })),
  };
}

/** '+05:30' as 330. */
function offsetMinutes(offset: string): number {
  const sign = offset.startsWith("-") ? -1 : 1;
  const [hours = "0", minutes = "0"] = offset.slice(1).split(":");
  return sign * (Number(hours) * 60 + Number(minutes));
}
