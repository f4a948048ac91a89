import { PageIntro } from "#app/components/layout/page-intro";
import { publicPageLoader, publicPageMeta } from "#app/lib/seo";

export const loader = publicPageLoader("/case-study-magic-edtech");
export const meta = publicPageMeta;

export default function CaseStudyMagicRoute() {
  return (
    <PageIntro
      eyebrow="Case study · Education technology"
      title="A 100% Joining Ratio for an EdTech Leader"
      tone="light"
    >
      How an education-technology company moved from a joining success of about 10% to a 100% joining ratio with
      immediate joiners.
    </PageIntro>
  );
}
