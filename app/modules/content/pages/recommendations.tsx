import { lazyIsland } from "#app/lib/island";
import { publicPageLoader } from "#app/lib/page-seo.server";
import { pageMeta } from "#app/lib/page-meta";

// The whole page is one island, loaded as soon as the page runs (its controls are in the first
// screen): its HTML is prerendered with the default interests and skeleton cards, and its code
// stays out of the first load (budget: 120 KB).
const Recommendations = lazyIsland(
  "recommendations",
  () => import("#app/modules/content/components/recommendations-page").then((m) => m.RecommendationsPage),
  { eager: true },
);

export const loader = publicPageLoader("/recommendations");
export const meta = pageMeta;

export default function RecommendationsRoute() {
  return <Recommendations fallback={<div className="min-h-screen" />} />;
}
