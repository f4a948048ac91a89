import { PageIntro } from "#app/components/layout/page-intro";
import { publicPageLoader, publicPageMeta } from "#app/lib/seo";

export const loader = publicPageLoader("/ai-talent-deployment");
export const meta = publicPageMeta;

export default function AiTalentDeploymentRoute() {
  return (
    <PageIntro eyebrow="AI Talent Deployment" title="Deploy AI Experts in 24 Hours" tone="light">
      Machine learning engineers, data scientists, AI engineers and cloud architects, screened by AI and ready to start
      in a day.
    </PageIntro>
  );
}
