import { SectionHeading } from "#app/components/ui/section-heading";
import { intelligenceStats } from "#app/content/talent-deployment";

/** AI-powered talent intelligence: four headline stats on a dark band. */
export function TalentIntelligenceSection() {
  return (
    <section
      aria-labelledby="talent-intelligence"
      className="relative isolate bg-ink-950 bg-[radial-gradient(48rem_28rem_at_15%_0%,rgba(99,102,241,0.35),transparent),radial-gradient(36rem_24rem_at_100%_100%,rgba(6,182,212,0.2),transparent)] py-20 text-white sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="talent-intelligence"
          tone="dark"
          eyebrow="AI-powered talent intelligence"
          title="A live map of who can do the work"
        >
          Our models read skills, projects and availability across the whole network every day, so the right person is
          found in hours, not weeks.
        </SectionHeading>
        <ul className="mt-14 grid overflow-hidden rounded-3xl bg-white/5 ring-1 ring-white/10 sm:grid-cols-2 lg:grid-cols-4">
          {intelligenceStats.map((stat) => (
            <li
              key={stat.label}
              className="border-white/10 p-7 not-last:border-b sm:p-8 sm:[&:nth-child(odd)]:border-r lg:border-b-0 lg:not-last:border-r"
            >
              <p className="text-5xl font-extrabold tracking-tight text-white">{stat.value}</p>
              <h3 className="mt-3 font-semibold text-white">{stat.label}</h3>
              <p className="mt-1 text-sm leading-6 text-ink-300">{stat.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
