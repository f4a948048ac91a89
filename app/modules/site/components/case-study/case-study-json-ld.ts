import { findCaseStudy } from "#app/content/case-studies";
import { caseStudyPages, type CaseStudyPageId } from "#app/content/case-study-pages";
import { pageFor, type PublicPath } from "#app/content/routes-meta";
import { site } from "#app/content/site";
import { absoluteUrl, sharePreviewPath } from "#app/lib/seo";

/**
 * schema.org Article for a case study page, written into the hero by its island (so neither the
 * catalogue nor the data weighs on the page's first-load JavaScript).
 */
export function caseStudyJsonLd(id: CaseStudyPageId, path: PublicPath): Record<string, unknown> {
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
    headline: caseStudyPages[id].title,
    description: page.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: [absoluteUrl(sharePreviewPath(path))],
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
