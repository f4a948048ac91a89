import { PageIntro } from "#app/components/layout/page-intro";
import { publicPageMeta } from "#app/lib/seo";

export function meta() {
  return publicPageMeta("/recommendations");
}

export default function RecommendationsRoute() {
  return (
    <PageIntro eyebrow="For you" title="Your Personalized Content" tone="light">
      Articles, podcasts, panels and videos chosen for your interests in hiring, HR and technology.
    </PageIntro>
  );
}
