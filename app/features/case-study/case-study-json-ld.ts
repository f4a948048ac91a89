import { findCaseStudy, type CaseStudyId } from "#app/content/case-studies";
import { pageFor, type PublicPath } from "#app/content/routes-meta";
import { site } from "#app/content/site";
import { absoluteUrl } from "#app/lib/seo";

/**
 * schema.org Article for a case study page. Built by the route's loader, so the catalogue stays out
 * of the page's first-load JavaScript; the meta function only places it.
 */
export function caseStudyJsonLd(id: CaseStudyId, path: PublicPath): Record<string, unknown> {
  const study = findCaseStudy(id);
  const page = pageFor(path);
  const url = absoluteUrl(path);
  const organisation = {
    "@type": "Organization",
    name: site.name,
    url: site.url,
    logo: { "@type": "ImageObject", url: absoluteUrl("/favicon.svg") },
  };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: study.page?.title ?? page.title,
    description: page.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: [absoluteUrl("/og-image.png")],
    datePublished: study.publishedOn,
    dateModified: study.publishedOn,
    inLanguage: "en",
    articleSection: "Case studies",
    about: { "@type": "Organization", name: study.company, description: study.industry },
    keywords: [study.industry, "AI talent deployment", "case study"].join(", "),
    author: organisation,
    publisher: organisation,
  };
}
