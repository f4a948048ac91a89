import { lazyIsland } from "#app/lib/island";
import { SectionHeading } from "#app/components/ui/section-heading";
import { SpecializationsSkeleton } from "./specializations-skeleton";

// An island: its chunk loads as the visitor nears the section or presses in it; the prerendered HTML stands in.
const SpecializationsGrid = lazyIsland("talent-specializations", () =>
  import("./specializations-grid").then((m) => m.SpecializationsGrid),
);

/** Home-page section (anchor `talent-specializations`): the six roles we staff, each with its expertise. */
export function TalentSpecializationsSection() {
  return (
    <section
      id="talent-specializations"
      className="bg-white bg-[radial-gradient(40rem_20rem_at_50%_0%,rgba(99,102,241,0.10),transparent)] bg-no-repeat py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading eyebrow="AI Talent" title="Specialists for every AI initiative">
          Six disciplines, one vetted bench. Open a card to see the skills each specialist brings and the kind of
          projects they have already shipped.
        </SectionHeading>
        <SpecializationsGrid fallback={<SpecializationsSkeleton />} />
      </div>
    </section>
  );
}
