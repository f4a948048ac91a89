import { lazyIsland } from "#app/lib/island";
import { publicPageLoader } from "#app/lib/page-seo.server";
import { pageMeta } from "#app/lib/page-meta";

// Every section is in the prerendered HTML and hydrates from its own chunk as the visitor nears it
// (docs/hydration.md), so the page's first-load JavaScript stays the shell's (budget: 120 KB).
const Hero = lazyIsland("deployment-hero", () =>
  import("#app/modules/site/components/talent-deployment/deployment-hero").then((m) => m.DeploymentHero),
);
const WhyChooseUs = lazyIsland("why-choose-us", () =>
  import("#app/modules/site/components/talent-deployment/why-choose-us-section").then((m) => m.WhyChooseUsSection),
);
const TalentCategories = lazyIsland("talent-categories", () =>
  import("#app/modules/site/components/talent-deployment/talent-categories-section").then(
    (m) => m.TalentCategoriesSection,
  ),
);
const TalentIntelligence = lazyIsland("talent-intelligence", () =>
  import("#app/modules/site/components/talent-deployment/talent-intelligence-section").then(
    (m) => m.TalentIntelligenceSection,
  ),
);
const Workflow = lazyIsland("ai-workflow", () =>
  import("#app/modules/site/components/talent-deployment/workflow-section").then((m) => m.WorkflowSection),
);
const Capabilities = lazyIsland("ai-capabilities", () =>
  import("#app/modules/site/components/talent-deployment/capabilities-section").then((m) => m.CapabilitiesSection),
);
const AnalyticsPreview = lazyIsland("analytics-preview", () =>
  import("#app/modules/site/components/talent-deployment/analytics-preview-section").then(
    (m) => m.AnalyticsPreviewSection,
  ),
);
const OurProcess = lazyIsland("our-process", () =>
  import("#app/modules/site/components/talent-deployment/our-process-section").then((m) => m.OurProcessSection),
);
const ClosingCta = lazyIsland("deployment-cta", () =>
  import("#app/modules/site/components/talent-deployment/closing-cta-section").then((m) => m.ClosingCtaSection),
);

export const loader = publicPageLoader("/ai-talent-deployment");
export const meta = pageMeta;

export default function AiTalentDeploymentRoute() {
  return (
    <>
      <Hero />
      <WhyChooseUs />
      <TalentCategories />
      <TalentIntelligence />
      <Workflow />
      <Capabilities />
      <AnalyticsPreview />
      <OurProcess />
      <ClosingCta />
    </>
  );
}
