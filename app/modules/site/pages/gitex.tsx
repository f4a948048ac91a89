import { gitexOffer } from "#app/modules/site/components/gitex/gitex-offer";
import { GitexHero } from "#app/modules/site/components/gitex/gitex-hero";
import { RegistrationCard } from "#app/modules/site/components/gitex/registration-card";
import { useConfettiBurst } from "#app/modules/site/components/gitex/use-confetti-burst";
import { lazyIsland } from "#app/lib/island";
import { publicPageLoader } from "#app/lib/page-seo.server";
import { pageMeta } from "#app/lib/page-meta";
// The logo rows' styles belong to the page, not to the lazy chunk: linked in <head>, they are
// there before the prerendered rows paint, so nothing moves when the chunk arrives.
import "#app/modules/site/components/gitex/gitex.css";

// Below the registration card: islands, in the prerendered HTML from the start and hydrated as
// the visitor nears them, so the hero and the form are interactive sooner (first-load JS budget).
const SolutionsSection = lazyIsland("solutions", () =>
  import("#app/modules/site/components/gitex/solutions-section").then((m) => m.SolutionsSection),
);
const TrustedBySection = lazyIsland("trusted-by", () =>
  import("#app/modules/site/components/gitex/trusted-by-section").then((m) => m.TrustedBySection),
);
const BackedBySection = lazyIsland("backed-by", () =>
  import("#app/modules/site/components/gitex/backed-by-section").then((m) => m.BackedBySection),
);

export const loader = publicPageLoader("/gitex");
export const meta = pageMeta;

export default function GitexRoute() {
  useConfettiBurst({ durationMs: gitexOffer.confettiMs, intervalMs: gitexOffer.confettiIntervalMs });
  return (
    <>
      <GitexHero />
      <RegistrationCard />
      <SolutionsSection />
      <TrustedBySection />
      <BackedBySection />
    </>
  );
}
