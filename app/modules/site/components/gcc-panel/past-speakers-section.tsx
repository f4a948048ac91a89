import { SectionHeading } from "#app/components/ui/section-heading";
import { InitialsAvatar } from "#app/components/ui/initials-avatar";
import { pastSpeakers } from "#app/content/panel-network";

/** Past Speakers: everyone who has spoken at an earlier edition. */
export function PastSpeakersSection() {
  return (
    <section aria-labelledby="past-speakers" className="bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="past-speakers" eyebrow="Earlier editions" title="Past Speakers">
          {pastSpeakers.length} leaders have shared the Shared Future stage so far.
        </SectionHeading>
        <ul className="mt-14 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {pastSpeakers.map((speaker) => (
            <li
              key={speaker.name}
              data-past-speaker
              className="flex items-center gap-3 rounded-2xl bg-ink-50 p-3.5 ring-1 ring-ink-200/70"
            >
              <InitialsAvatar name={speaker.name} className="size-11 text-sm" />
              <span className="min-w-0">
                <span className="block truncate font-semibold text-ink-900">{speaker.name}</span>
                <span className="block truncate text-sm text-ink-600">
                  {speaker.title}, {speaker.company}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
