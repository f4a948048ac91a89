import { lazyIsland } from "#app/lib/island";
import { SectionHeading } from "#app/components/ui/section-heading";

// An island: its chunk loads as the visitor nears the section or presses in it; the prerendered HTML stands in.
const IndustriesExplorer = lazyIsland("industries", () =>
  import("./industries-explorer").then((m) => m.IndustriesExplorer),
);

/** Home-page section (anchor `industries`): six industries, each with its use cases and figures. */
export function IndustriesSection() {
  return (
    <section id="industries" className="bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading eyebrow="Industries" title="AI talent for your industry">
          Engineers who already know your regulations, your data and your customers. Choose an industry to see where our
          specialists make a difference.
        </SectionHeading>
        <IndustriesExplorer
          fallback={<div aria-busy="true" className="mt-14 h-[40rem] animate-pulse rounded-3xl bg-ink-100" />}
        />
      </div>
    </section>
  );
}
