import { ClientStripSection } from "#app/modules/site/components/home/client-strip/client-strip-section";
import { CoreOfferingsSection } from "#app/modules/site/components/home/offerings/core-offerings-section";
import { HeroSection } from "#app/modules/site/components/home/hero/hero-section";
import { HowItWorksSection } from "#app/modules/site/components/home/how-it-works/how-it-works-section";
import { IndustriesSection } from "#app/modules/site/components/home/industries/industries-section";
import { SuccessStoriesSection } from "#app/modules/site/components/home/success-stories/success-stories-section";
import { TalentSpecializationsSection } from "#app/modules/site/components/home/specializations/talent-specializations-section";
import { TechnologyStackSection } from "#app/modules/site/components/home/tech-stack/technology-stack-section";
import { useHashScroll } from "#app/lib/scroll";
import { AiInterviewSection } from "#app/modules/site/components/leads/ai-interview-section";
import { SkillNetworkSection } from "#app/modules/site/components/skill-graph/skill-network-section";
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
