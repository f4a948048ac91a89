import { ArrowUpRight } from "lucide-react";
import { SectionHeading } from "#app/components/ui/section-heading";
import { ExternalLink } from "#app/components/ui/external-link";
import { InitialsAvatar } from "#app/components/ui/initials-avatar";
import { panelEvent } from "#app/content/panel-event";
import { CompanyBadgeMark } from "./company-badge";

/** Meet Our Expert Panel: the four speakers of this edition. */
export function SpeakersSection() {
  return (
    <section
      id="speakers"
      aria-labelledby="speakers-title"
      className="bg-ink-50 bg-[radial-gradient(40rem_24rem_at_100%_0%,rgba(224,231,255,0.9),transparent)] py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="speakers-title" eyebrow={panelEvent.name} title="Meet Our Expert Panel">
          Four leaders who hire, build and run teams at scale, in conversation about what changes next.
        </SectionHeading>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {panelEvent.speakers.map((speaker) => (
            <li
              key={speaker.name}
              data-speaker
              className="flex flex-col rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-ink-200/80 transition-shadow hover:shadow-xl hover:shadow-brand-900/5"
            >
              <InitialsAvatar
                name={speaker.name}
                colour={speaker.company.colour}
                className="mx-auto size-24 text-3xl ring-4 ring-brand-50"
              />
              <h3 className="mt-5 text-lg font-bold tracking-tight text-ink-900">{speaker.name}</h3>
              <p className="mt-1 text-sm text-ink-600">{speaker.title}</p>
              <p className="mt-3">
                <CompanyBadgeMark company={speaker.company} />
              </p>
              <p className="mt-3 text-xs font-semibold tracking-wide text-brand-700 uppercase">
                {speaker.experience} of experience
              </p>
              <ul aria-label="Expertise" className="mt-4 flex flex-wrap justify-center gap-1.5">
                {speaker.expertise.map((topic) => (
                  <li
                    key={topic}
                    className="rounded-md bg-ink-50 px-2 py-1 text-xs font-medium text-ink-700 ring-1 ring-ink-200"
                  >
                    {topic}
                  </li>
                ))}
              </ul>
              {speaker.profileUrl ? (
                <ExternalLink
                  href={speaker.profileUrl}
                  className="mt-auto inline-flex items-center justify-center gap-1.5 self-center rounded-md pt-6 text-sm font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
                >
                  View profile
                  <span className="sr-only"> of {speaker.name}</span>
                  <ArrowUpRight aria-hidden className="size-4" />
                </ExternalLink>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
