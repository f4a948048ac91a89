import { caseStudyJsonLd } from "#app/features/case-study/case-study-json-ld";
import { CaseStudyPage } from "#app/features/case-study/case-study-page";
import { caseStudyMeta } from "#app/features/case-study/case-study-seo";
import type { Route } from "./+types/case-study-magic-edtech";

// The Article JSON-LD is built here, at build time: the catalogue stays out of the page's first load.
export function loader() {
  return { jsonLd: caseStudyJsonLd("magic", "/case-study-magic-edtech") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return caseStudyMeta("/case-study-magic-edtech", loaderData?.jsonLd);
}

export default function CaseStudyMagicEdtechRoute() {
  return <CaseStudyPage id="magic" />;
}
