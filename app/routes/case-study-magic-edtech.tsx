import { CaseStudyPage } from "#app/features/case-study/case-study-page";
import { caseStudyMeta } from "#app/features/case-study/case-study-seo";

export function meta() {
  return caseStudyMeta("/case-study-magic-edtech");
}

export default function CaseStudyMagicEdtechRoute() {
  return <CaseStudyPage id="magic" path="/case-study-magic-edtech" />;
}
