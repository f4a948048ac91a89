import { lazyIsland } from "#app/lib/island";
import { SectionHeading } from "#app/components/ui/section-heading";

// An island: its chunk loads as the visitor nears the section or presses in it; the prerendered HTML stands in.
const TechStackAccordion = lazyIsland("technology-stack", () =>
  import("./tech-stack-accordion").then((m) => m.TechStackAccordion),
);

/** Home-page section (anchor `technology-stack`): eight technology categories and how deep our bench is in each. */
export function TechnologyStackSection() {
  return (
    <section id="technology-stack" className="bg-ink-50 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading eyebrow="Technology stack" title="Fluent in the tools you already use">
          From Python to Power Apps, our specialists arrive knowing your stack. Open a category to see the technologies
          and how deep our bench goes in each.
        </SectionHeading>
        <TechStackAccordion
          fallback={<div aria-busy="true" className="mt-14 h-[38rem] animate-pulse rounded-3xl bg-ink-100" />}
        />
      </div>
    </section>
  );
}
