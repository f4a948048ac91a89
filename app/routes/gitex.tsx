import { gitexOffer } from "#app/features/gitex/gitex-offer";
import { GitexHero } from "#app/features/gitex/gitex-hero";
import { RegistrationCard } from "#app/features/gitex/registration-card";
import { useConfettiBurst } from "#app/features/gitex/use-confetti-burst";
import { lazyIsland } from "#app/lib/island";
import { publicPageLoader } from "#app/lib/page-seo.server";
import { pageMeta } from "#app/lib/page-meta";
// The logo rows' styles belong to the page, not to the lazy chunk: linked in <head>, they are
// there before the prerendered rows paint, so nothing moves when the chunk arrives.
import "#app/features/gitex/gitex.css";

// Below the registration card: islands, in the prerendered HTML from the start and hydrated as
// the visitor nears them, so the hero and the form are interactive sooner (first-load JS budget).
const SolutionsSection = lazyIsland("solutions", () =>
  import("#app/features/gitex/solutions-section").then((m) => m.SolutionsSection),
);
const TrustedBySection = lazyIsland("trusted-by", () =>
  import("#app/features/gitex/trusted-by-section").then((m) => m.TrustedBySection),
);
const BackedBySection = lazyIsland("backed-by", () =>
  import("#app/features/gitex/backed-by-section").then((m) => m.BackedBySection),
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
