import { Suspense } from "react";
import { lazyNearViewport } from "#app/lib/near-viewport";
import { SectionHeading } from "./section-heading";

// Its chunk is fetched as the visitor nears the section; until then the prerendered HTML stands in.
const IndustriesExplorer = lazyNearViewport("industries", () =>
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
        <Suspense fallback={<div aria-busy="true" className="mt-14 h-[40rem] animate-pulse rounded-3xl bg-ink-100" />}>
          <IndustriesExplorer />
        </Suspense>
      </div>
    </section>
  );
}
