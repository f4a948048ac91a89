import { Handshake, Lightbulb, Network, TrendingUp, type LucideIcon } from "lucide-react";
import { IconCard } from "#app/components/ui/icon-card";
import { SectionHeading } from "#app/components/ui/section-heading";
import { panelEvent } from "#app/content/panel-event";

const icons: Array<LucideIcon> = [Handshake, Lightbulb, Network, TrendingUp];

/** Why IT Service Companies Should Attend: four reasons. */
export function WhyAttendSection() {
  return (
    <section
      aria-labelledby="why-attend"
      className="bg-ink-50 bg-[radial-gradient(40rem_24rem_at_0%_100%,rgba(207,250,254,0.8),transparent)] py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="why-attend"
          eyebrow="For IT service companies"
          title="Why IT Service Companies Should Attend"
        >
          Capability centres are growing fast and choosing their partners now. This is where those conversations start.
        </SectionHeading>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {panelEvent.reasons.map((reason, index) => (
            <IconCard key={reason.title} icon={icons[index] ?? Handshake} tile="accent" title={reason.title}>
              {reason.text}
            </IconCard>
          ))}
        </ul>
      </div>
    </section>
  );
}
