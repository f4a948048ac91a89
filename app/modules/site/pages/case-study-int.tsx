import { CaseStudyPage } from "#app/modules/site/components/case-study/case-study-page";
import { publicPageLoader } from "#app/lib/page-seo.server";
import { pageMeta } from "#app/lib/page-meta";

export const loader = publicPageLoader("/case-study-int");
export const meta = pageMeta;

export default function CaseStudyIntRoute() {
  return <CaseStudyPage id="int" path="/case-study-int" />;
}
