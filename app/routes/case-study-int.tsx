import { PageIntro } from "#app/components/layout/page-intro";
import { publicPageLoader, publicPageMeta } from "#app/lib/seo";

export const loader = publicPageLoader("/case-study-int");
export const meta = publicPageMeta;

export default function CaseStudyIntRoute() {
  return (
    <PageIntro
      eyebrow="Case study · IT outsourcing"
      title="Talent in One Day for an IT Outsourcing Company"
      tone="light"
    >
      How an IT outsourcing company hired 8 specialists through 6 partners with an average time to deploy of 1 day,
      where traditional hiring takes 3 to 6 months.
    </PageIntro>
  );
}
