import { CaseStudyPage } from "#app/features/case-study/case-study-page";
import { caseStudyMeta } from "#app/features/case-study/case-study-seo";
import { publicPageLoader } from "#app/lib/seo";

export const loader = publicPageLoader("/case-study-magic-edtech");
export const meta = caseStudyMeta;

export default function CaseStudyMagicEdtechRoute() {
  return <CaseStudyPage id="magic" path="/case-study-magic-edtech" />;
}
