import { Handshake, Lightbulb, Network, TrendingUp, type LucideIcon } from "lucide-react";
import { SectionHeading } from "#app/components/layout/section-heading";
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
          {panelEvent.reasons.map((reason, index) => {
            const Icon = icons[index] ?? Handshake;
            return (
              <li key={reason.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-200/80 sm:p-7">
                <Icon
                  aria-hidden
                  className="size-11 rounded-xl bg-accent-500/10 p-2.5 text-accent-600 ring-1 ring-accent-500/20"
                />
                <h3 className="mt-5 text-lg font-bold tracking-tight text-ink-900">{reason.title}</h3>
                <p className="mt-2 text-sm leading-6 text-ink-600">{reason.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
