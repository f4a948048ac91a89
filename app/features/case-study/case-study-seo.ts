import type { MetaDescriptor } from "react-router";
import type { PublicPage } from "#app/content/routes-meta";
import { publicPageMeta } from "#app/lib/seo";

/**
 * A case study's meta tags from its loader data (`publicPageLoader`), with og:type article (its
 * Article JSON-LD is in the hero, case-study-json-ld.ts).
 */
export function caseStudyMeta(args: { loaderData?: { seo: PublicPage } | null }): Array<MetaDescriptor> {
  return publicPageMeta(args).map((tag) =>
    "property" in tag && tag.property === "og:type" ? { property: "og:type", content: "article" } : tag,
  );
}
