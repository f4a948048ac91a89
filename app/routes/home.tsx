import { ClientStripSection } from "#app/features/home/client-strip/client-strip-section";
import { CoreOfferingsSection } from "#app/features/home/offerings/core-offerings-section";
import { HeroSection } from "#app/features/home/hero/hero-section";
import { HowItWorksSection } from "#app/features/home/how-it-works/how-it-works-section";
import { IndustriesSection } from "#app/features/home/industries/industries-section";
import { SuccessStoriesSection } from "#app/features/home/success-stories/success-stories-section";
import { TalentSpecializationsSection } from "#app/features/home/specializations/talent-specializations-section";
import { TechnologyStackSection } from "#app/features/home/tech-stack/technology-stack-section";
import { useHashScroll } from "#app/lib/scroll";
import { AiInterviewSection } from "#app/features/leads/ai-interview-section";
import { SkillNetworkSection } from "#app/features/skill-graph/skill-network-section";
import { publicPageLoader } from "#app/lib/page-seo.server";
import { pageMeta } from "#app/lib/page-meta";

export const loader = publicPageLoader("/");
export const meta = pageMeta;

export default function HomeRoute() {
  useHashScroll();
  return (
    <>
      <HeroSection />
      <CoreOfferingsSection />
      <AiInterviewSection />
      <ClientStripSection />
      <SuccessStoriesSection />
      <TalentSpecializationsSection />
      <HowItWorksSection />
      <IndustriesSection />
      <TechnologyStackSection />
      <SkillNetworkSection />
    </>
  );
}
