import type { MetaDescriptor } from "react-router";

/**
 * The `meta` of a page whose loader hands it its finished tags (`{ meta }`, app/lib/page-seo.server.ts):
 * the tags are built on the server, so a page's JavaScript carries nothing of them but this line.
 */
export function pageMeta({
  loaderData,
}: {
  loaderData?: { meta: Array<MetaDescriptor> } | null;
}): Array<MetaDescriptor> {
  return loaderData?.meta ?? [];
}
