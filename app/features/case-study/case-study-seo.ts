import type { MetaDescriptor } from "react-router";
import type { PublicPath } from "#app/content/routes-meta";
import { publicPageMeta } from "#app/lib/seo";

/** A case study's meta tags, with og:type article (its Article JSON-LD is in the hero, case-study-json-ld.ts). */
export function caseStudyMeta(path: PublicPath): Array<MetaDescriptor> {
  return publicPageMeta(path).map((tag) =>
    "property" in tag && tag.property === "og:type" ? { property: "og:type", content: "article" } : tag,
  );
}
