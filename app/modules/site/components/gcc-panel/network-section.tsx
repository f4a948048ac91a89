import { SectionHeading } from "#app/components/ui/section-heading";
import { networkClients } from "#app/content/panel-network";
import { CompanyLogo } from "#app/components/ui/company-logo";

/** Our Network: twenty clients, each with its drawn logo, category and a line about it. */
export function NetworkSection() {
  return (
    <section
      aria-labelledby="our-network"
      className="bg-ink-950 bg-[radial-gradient(48rem_28rem_at_0%_0%,rgba(99,102,241,0.3),transparent)] py-20 text-white sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="our-network" tone="dark" eyebrow="Who you will meet" title="Our Network">
          The companies whose leaders join our panels, hire through us and share what they learn.
        </SectionHeading>
        <ul className="mt-14 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {networkClients.map((client) => (
            <li
              key={client.name}
              data-network-client
              className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10"
            >
              <CompanyLogo monogram={client.monogram} colour={client.colour} className="row-span-3 size-10" />
              <span className="font-semibold">{client.name}</span>
              <span className="text-xs font-semibold tracking-wide text-accent-400 uppercase">{client.category}</span>
              <span className="text-sm leading-5 text-ink-300">{client.description}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
