import { CaseStudyPage } from "#app/features/case-study/case-study-page";
import { caseStudyMeta } from "#app/features/case-study/case-study-seo";
import { publicPageLoader } from "#app/lib/seo";

export const loader = publicPageLoader("/case-study-int");
export const meta = caseStudyMeta;

export default function CaseStudyIntRoute() {
  return <CaseStudyPage id="int" path="/case-study-int" />;
}
