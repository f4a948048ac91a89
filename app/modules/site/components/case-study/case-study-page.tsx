import type { CaseStudyPageId } from "#app/content/case-study-pages";
import type { PublicPath } from "#app/content/routes-meta";
import { lazyIsland } from "#app/lib/island";

// One layout for every case study, fed by the catalogue. Each part is in the prerendered HTML and
// hydrates from its own chunk (docs/hydration.md): the page's first load stays the shell's.
const Hero = lazyIsland("case-study-hero", () => import("./case-study-hero").then((m) => m.CaseStudyHero));
const Story = lazyIsland("case-study-story", () => import("./case-study-story").then((m) => m.CaseStudyStory));
const Next = lazyIsland("case-study-next", () => import("./case-study-next").then((m) => m.CaseStudyNext));

/** A case study page: hero with stats, the story, then 'Start growing' and 'Explore More Case Studies'. */
export function CaseStudyPage({ id, path }: { id: CaseStudyPageId; path: PublicPath }) {
  return (
    <>
      <Hero id={id} path={path} fallback={<div className="min-h-[44rem] bg-brand-50" />} />
      <Story id={id} />
      <Next id={id} />
    </>
  );
}
