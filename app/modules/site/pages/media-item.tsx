import { data } from "react-router";
import { findMediaItem, mediaPath, mediaTypeOfPath } from "#app/content/media";
import { lazyIsland } from "#app/lib/island";
import { pageMetaTags } from "#app/lib/page-seo.server";
import { pageMeta } from "#app/lib/page-meta";
import type { Route } from "./+types/media-item";

// /podcasts/<id>, /panels/<id>, /videos/<id>: one module for the three routes, prerendered for every
// item. The loader hands the page only what its <head> needs; the sections read the item from the
// catalogue in their own chunks, so the first load stays the shell's (budget: 120 KB).
const Detail = lazyIsland(
  "media-detail",
  () => import("#app/modules/site/components/media/media-detail").then((m) => m.MediaDetail),
  {
    eager: true,
  },
);
const Related = lazyIsland("related-content", () =>
  import("#app/modules/site/components/media/related-content-section").then((m) => m.RelatedContentSection),
);

export function loader({ request, params }: Route.LoaderArgs) {
  const type = mediaTypeOfPath(new URL(request.url).pathname);
  const item = type ? findMediaItem(type, params.id) : null;
  if (!item) throw data(null, { status: 404 });
  return {
    type: item.type,
    id: item.id,
    meta: pageMetaTags({ path: mediaPath(item), title: item.title, description: item.description }),
  };
}

export const meta = pageMeta;

export default function MediaItemRoute({ loaderData: { type, id } }: Route.ComponentProps) {
  return (
    <>
      <Detail type={type} id={id} />
      <Related type={type} id={id} />
    </>
  );
}
