import { caseStudyJsonLd } from "#app/features/case-study/case-study-json-ld";
import { CaseStudyPage } from "#app/features/case-study/case-study-page";
import { caseStudyMeta } from "#app/features/case-study/case-study-seo";
import type { Route } from "./+types/case-study-int";

// The Article JSON-LD is built here, at build time: the catalogue stays out of the page's first load.
export function loader() {
  return { jsonLd: caseStudyJsonLd("int", "/case-study-int") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return caseStudyMeta("/case-study-int", loaderData?.jsonLd);
}

export default function CaseStudyIntRoute() {
  return <CaseStudyPage id="int" />;
}
