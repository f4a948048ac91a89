import { CaseStudyPage } from "#app/features/case-study/case-study-page";
import { caseStudyMeta } from "#app/features/case-study/case-study-seo";

export function meta() {
  return caseStudyMeta("/case-study-int");
}

export default function CaseStudyIntRoute() {
  return <CaseStudyPage id="int" path="/case-study-int" />;
}
