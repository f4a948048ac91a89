import type { MetaDescriptor } from "react-router";
import { publicPageMeta } from "#app/lib/seo";
import type { PublicPath } from "#app/content/routes-meta";

/** The page's meta tags with og:type article and its Article JSON-LD (built on the server by the loader). */
export function caseStudyMeta(path: PublicPath, jsonLd: Record<string, unknown> | undefined): Array<MetaDescriptor> {
  const tags = publicPageMeta(path).map((tag) =>
    "property" in tag && tag.property === "og:type" ? { property: "og:type", content: "article" } : tag,
  );
  return jsonLd ? [...tags, { "script:ld+json": jsonLd }] : tags;
}
