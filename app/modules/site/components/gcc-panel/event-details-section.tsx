import { ArrowUpRight, Calendar, Clock, Globe, MessagesSquare, type LucideIcon } from "lucide-react";
import { SectionHeading } from "#app/components/ui/section-heading";
import { LinkedInIcon, YouTubeIcon } from "#app/components/layout/social-icons";
import { ExternalLink } from "#app/components/ui/external-link";
import { eventLabels, panelEvent } from "#app/content/panel-event";
import { PanelQuestionButton } from "#app/modules/site/components/leads/panel-question-button";

/** The detail tiles, then Join Us Live: the two streams and 'Submit Your Questions'. */
export function EventDetailsSection() {
  const { date, time, weekday } = eventLabels(panelEvent);
  const tiles: Array<{ Icon: LucideIcon; label: string; value: string; note: string }> = [
    { Icon: Calendar, label: "Date", value: date, note: weekday },
    {
      Icon: Clock,
      label: "Time",
      value: `${time} ${panelEvent.timeZoneAbbreviation}`,
      note: `${panelEvent.timeZoneName} · ${panelEvent.durationMinutes} minutes`,
    },
    { Icon: Globe, label: "Format", value: panelEvent.format, note: "Join from anywhere, on any device" },
    {
      Icon: MessagesSquare,
      label: "Live Q&A",
      value: `${panelEvent.registration} registration`,
      note: "Ask the panel live",
    },
  ];
  const streamIcons = [LinkedInIcon, YouTubeIcon];
  return (
    <section aria-labelledby="join-us-live" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <ul aria-label="Event details" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {tiles.map(({ Icon, label, value, note }) => (
            <li
              key={label}
              className="rounded-2xl bg-white p-4 shadow-lg ring-1 shadow-brand-900/5 ring-ink-200/80 sm:p-6"
            >
              <Icon
                aria-hidden
                className="size-10 rounded-xl bg-brand-50 p-2.5 text-brand-600 ring-1 ring-brand-100 sm:size-11"
              />
              <p className="mt-3 text-sm font-medium text-ink-500">{label}</p>
              <p className="mt-0.5 text-base font-bold tracking-tight text-ink-900 sm:text-xl">{value}</p>
              <p className="mt-1 text-xs leading-5 text-ink-600 sm:text-sm">{note}</p>
            </li>
          ))}
        </ul>

        <div className="mt-20">
          <SectionHeading id="join-us-live" eyebrow="Streaming" title="Join Us Live">
            Watch on the platform you prefer. Both streams carry the live Q&amp;A, and the recording stays on our
            channel.
          </SectionHeading>
          <ul className="mt-12 grid gap-5 md:grid-cols-3">
            {panelEvent.streams.map((stream, index) => {
              const Icon = streamIcons[index] ?? LinkedInIcon;
              return (
                <li key={stream.platform}>
                  <ExternalLink
                    href={stream.url}
                    className="group flex h-full flex-col rounded-2xl bg-ink-950 p-6 text-white shadow-xl ring-1 shadow-ink-900/10 ring-white/10 transition hover:-translate-y-0.5 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 sm:p-7"
                  >
                    <span className="flex size-12 items-center justify-center rounded-xl bg-white/10">
                      <Icon />
                    </span>
                    <span className="mt-5 text-xl font-bold">Watch on {stream.platform}</span>
                    <span className="mt-2 text-sm leading-6 text-ink-300">{stream.text}</span>
                    <span className="mt-auto inline-flex items-center gap-1.5 pt-6 text-sm font-semibold text-accent-400">
                      Open the stream
                      <ArrowUpRight aria-hidden className="size-4" />
                    </span>
                  </ExternalLink>
                </li>
              );
            })}
            <li className="flex flex-col rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-7">
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white">
                <MessagesSquare aria-hidden className="size-6" />
              </span>
              <span className="mt-5 text-xl font-bold text-ink-900">Ask the panel</span>
              <span className="mt-2 text-sm leading-6 text-ink-600">
                Send a question now and our moderators will put it to the speakers during the live Q&amp;A.
              </span>
              <PanelQuestionButton variant="primary" size="md" className="mt-6 self-start" />
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
