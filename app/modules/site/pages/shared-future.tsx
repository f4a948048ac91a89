import { lazyIsland } from "#app/lib/island";
import { publicPageLoader } from "#app/lib/page-seo.server";
import { pageMeta } from "#app/lib/page-meta";

// Every section is in the prerendered HTML and hydrates from its own chunk as the visitor nears it
// (docs/hydration.md). The videos are click-to-load: nothing is fetched from the video site on load.
const Hero = lazyIsland("community-hero", () =>
  import("#app/modules/site/components/shared-future/community-hero").then((m) => m.CommunityHero),
);
const Podcasts = lazyIsland("podcasts", () =>
  import("#app/modules/site/components/shared-future/podcasts-section").then((m) => m.PodcastsSection),
);
const Panels = lazyIsland("past-panels", () =>
  import("#app/modules/site/components/shared-future/panels-section").then((m) => m.PanelsSection),
);
const WhatsAppGroup = lazyIsland("join-the-group", () =>
  import("#app/modules/site/components/shared-future/whatsapp-group-section").then((m) => m.WhatsAppGroupSection),
);
const WhyJoin = lazyIsland("why-join", () =>
  import("#app/modules/site/components/shared-future/why-join-section").then((m) => m.WhyJoinSection),
);
const ClosingCta = lazyIsland("community-cta", () =>
  import("#app/modules/site/components/shared-future/community-cta-section").then((m) => m.CommunityCtaSection),
);

export const loader = publicPageLoader("/shared-future");
export const meta = pageMeta;

export default function SharedFutureRoute() {
  return (
    <>
      <Hero fallback={<div className="min-h-[46rem] bg-ink-950" />} />
      <Podcasts />
      <Panels />
      <WhatsAppGroup />
      <WhyJoin />
      <ClosingCta />
    </>
  );
}
