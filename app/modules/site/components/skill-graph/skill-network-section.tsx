import { SectionHeading } from "#app/components/ui/section-heading";
import { cn } from "#app/lib/cn";
import { explorerFrame } from "./explorer-frame";
import { lazyIsland } from "#app/lib/island";

// An island: the lists, pathways and detail card are in the prerendered HTML; the graph (physics,
// canvas) and every handler arrive with its chunk as the visitor nears the section or presses in it.
const SkillNetworkExplorer = lazyIsland("skill-network", () =>
  import("./skill-network-explorer").then((m) => m.SkillNetworkExplorer),
);

/** Same boxes as the explorer, so nothing moves when it arrives after a client-side navigation. */
function ExplorerPlaceholder() {
  return (
    <div className={explorerFrame.root}>
      <div className={cn(explorerFrame.sidebar, explorerFrame.panel, "p-4")}>
        <div className="h-3 w-24 rounded bg-ink-100" />
        <div className="mt-4 grid gap-2">
          <div className="h-7 rounded-lg bg-ink-50" />
          <div className="h-7 rounded-lg bg-ink-50" />
        </div>
      </div>
      <div className={cn(explorerFrame.stage, "flex items-center justify-center")}>
        <p role="status" className="text-sm text-ink-300">
          Loading the skills network…
        </p>
      </div>
      <div className={cn(explorerFrame.card, explorerFrame.panel, "p-6")}>
        <div className="size-11 rounded-xl bg-ink-50" />
        <div className="mt-4 h-4 w-40 rounded bg-ink-100" />
        <div className="mt-3 h-3 w-full rounded bg-ink-50" />
        <div className="mt-2 h-3 w-5/6 rounded bg-ink-50" />
      </div>
    </div>
  );
}

/** Home-page section (anchor `skill-network`): the interactive map of the skills we hire for. */
export function SkillNetworkSection() {
  return (
    <section
      id="skill-network"
      className="relative isolate overflow-hidden bg-gradient-to-b from-white to-brand-50/50 py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading eyebrow="Skills Network" title="Explore the AI skills network">
          Twenty-seven skills our engineers are screened for, mapped by how often teams need them together. Pick a skill
          to see what it covers, where demand is heading and which learning pathway leads to it.
        </SectionHeading>
        <div className="mt-12 sm:mt-16">
          <SkillNetworkExplorer fallback={<ExplorerPlaceholder />} />
        </div>
      </div>
    </section>
  );
}
