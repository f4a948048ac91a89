import { useEffect } from "react";
import { lazyIsland } from "#app/lib/island";
import { publicPageLoader } from "#app/lib/page-seo.server";
import { pageMeta } from "#app/lib/page-meta";
import type { Route } from "./+types/gcc-panel";

// Every section is in the prerendered HTML and hydrates from its own chunk as the visitor nears it
// (docs/hydration.md). Everything about the event comes from one record (app/content/panel-event.ts);
// its Event JSON-LD is written by the hero.
const Hero = lazyIsland("panel-hero", () =>
  import("#app/modules/site/components/gcc-panel/panel-hero").then((m) => m.PanelHero),
);
const EventDetails = lazyIsland("event-details", () =>
  import("#app/modules/site/components/gcc-panel/event-details-section").then((m) => m.EventDetailsSection),
);
const Speakers = lazyIsland("speakers", () =>
  import("#app/modules/site/components/gcc-panel/speakers-section").then((m) => m.SpeakersSection),
);
const PastSpeakers = lazyIsland("past-speakers", () =>
  import("#app/modules/site/components/gcc-panel/past-speakers-section").then((m) => m.PastSpeakersSection),
);
const Network = lazyIsland("our-network", () =>
  import("#app/modules/site/components/gcc-panel/network-section").then((m) => m.NetworkSection),
);
const Topics = lazyIsland("discussion-topics", () =>
  import("#app/modules/site/components/gcc-panel/topics-section").then((m) => m.TopicsSection),
);
const WhyAttend = lazyIsland("why-attend", () =>
  import("#app/modules/site/components/gcc-panel/why-attend-section").then((m) => m.WhyAttendSection),
);
const ClosingCta = lazyIsland("panel-cta", () =>
  import("#app/modules/site/components/gcc-panel/panel-cta-section").then((m) => m.PanelCtaSection),
);

// Runs when the page is rendered (at build time for the prerendered HTML): the moment the hero's
// event status was decided, so the browser hydrates that same HTML before its own clock takes over.
export function loader() {
  return { ...publicPageLoader("/gcc-panel")(), renderedAt: Date.now() };
}

export const meta = pageMeta;

export default function GccPanelRoute({ loaderData }: Route.ComponentProps) {
  // docs/product.md#panel-event-page: the page opens at its top, whatever the scroll position the visitor came from.
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, []);
  return (
    <>
      <Hero renderedAt={loaderData.renderedAt} fallback={<div className="min-h-[48rem] bg-ink-950" />} />
      <EventDetails />
      <Speakers />
      <PastSpeakers />
      <Network />
      <Topics />
      <WhyAttend />
      <ClosingCta />
    </>
  );
}
