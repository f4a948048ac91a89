import { Activity, BrainCog, LineChart, Scale, SearchCheck, TrendingUp, type LucideIcon } from "lucide-react";
import { SectionHeading } from "#app/components/layout/section-heading";
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
          {capabilities.map((capability) => {
            const Icon = icons[capability.icon];
            return (
              <li
                key={capability.title}
                className="group rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-200/80 transition hover:-translate-y-0.5 hover:shadow-xl hover:shadow-brand-900/5 sm:p-7"
              >
                <Icon
                  aria-hidden
                  className="size-12 rounded-xl bg-gradient-to-br from-brand-500 to-brand-700 p-3 text-white shadow-md shadow-brand-600/25"
                />
                <h3 className="mt-5 text-lg font-bold tracking-tight text-ink-900">{capability.title}</h3>
                <p className="mt-2 text-sm leading-6 text-ink-600">{capability.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
