import { BackedBySection } from "#app/features/gitex/backed-by-section";
import { gitexOffer } from "#app/features/gitex/gitex-content";
import { GitexHero } from "#app/features/gitex/gitex-hero";
import { RegistrationCard } from "#app/features/gitex/registration-card";
import { SolutionsSection } from "#app/features/gitex/solutions-section";
import { TrustedBySection } from "#app/features/gitex/trusted-by-section";
import { useConfettiBurst } from "#app/features/gitex/use-confetti-burst";
import { publicPageMeta } from "#app/lib/seo";

export function meta() {
  return publicPageMeta("/gitex");
}

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
