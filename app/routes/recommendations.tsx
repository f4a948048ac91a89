import { PageIntro } from "#app/components/layout/page-intro";
import { publicPageLoader, publicPageMeta } from "#app/lib/seo";

export const loader = publicPageLoader("/recommendations");
export const meta = publicPageMeta;

export default function RecommendationsRoute() {
  return (
    <PageIntro eyebrow="For you" title="Your Personalized Content" tone="light">
      Articles, podcasts, panels and videos chosen for your interests in hiring, HR and technology.
    </PageIntro>
  );
}
