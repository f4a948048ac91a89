import { Activity, BrainCog, LineChart, Scale, SearchCheck, TrendingUp, type LucideIcon } from "lucide-react";
import { IconCard } from "#app/components/ui/icon-card";
import { SectionHeading } from "#app/components/ui/section-heading";
import { capabilities, type CapabilityIcon } from "#app/content/talent-deployment";

const icons: Record<CapabilityIcon, LucideIcon> = {
  match: BrainCog,
  predict: TrendingUp,
  screen: SearchCheck,
  balance: Scale,
  pulse: Activity,
  insight: LineChart,
};

/** Advanced AI capabilities: six cards. */
export function CapabilitiesSection() {
  return (
    <section
      aria-labelledby="ai-capabilities"
      className="bg-ink-50 bg-[radial-gradient(40rem_24rem_at_100%_0%,rgba(224,231,255,0.9),transparent)] py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="ai-capabilities"
          eyebrow="Advanced AI capabilities"
          title="The technology behind the 24 hours"
        >
          Six capabilities work together on every brief, from the first search to long after your expert has joined.
        </SectionHeading>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {capabilities.map((capability) => (
            <IconCard key={capability.title} icon={icons[capability.icon]} lift title={capability.title}>
              {capability.text}
            </IconCard>
          ))}
        </ul>
      </div>
    </section>
  );
}
