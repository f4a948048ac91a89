import { Calendar, Clock, Globe, MessageCircleQuestion } from "lucide-react";
import { Link } from "react-router";
import { JsonLd } from "#app/components/ui/json-ld";
import { eventLabels, panelEvent, type EventPhase } from "#app/content/panel-event";
import { cn } from "#app/lib/cn";
import { PanelActions } from "./panel-actions";
import { panelEventJsonLd } from "./panel-event-json-ld";
import { useEventPhase } from "./use-event-phase";
import { DarkHero } from "#app/components/layout/dark-hero";

/** The line at the top of the hero: when the event is, or, once it is over, that it has taken place. */
function EventStatus({ phase }: { phase: EventPhase }) {
  const { date, time, weekday } = eventLabels(panelEvent);
  const zone = panelEvent.timeZoneAbbreviation;
  return (
    <div
      role="status"
      data-event-phase={phase}
      className={cn(
        "flex min-h-[7.5rem] items-center gap-3 rounded-2xl px-4 py-3 text-left text-sm leading-6 ring-1 sm:min-h-[4.5rem] sm:px-5",
        phase === "past" ? "bg-amber-400/10 text-amber-50 ring-amber-300/30" : "bg-white/5 text-ink-100 ring-white/15",
      )}
    >
      <span
        aria-hidden
        className={cn(
          "size-2.5 shrink-0 rounded-full",
          phase === "past" ? "bg-amber-300" : phase === "live" ? "animate-pulse bg-red-500" : "bg-emerald-400",
        )}
      />
      {phase === "past" ? (
        <p>
          <strong className="font-semibold text-white">This panel has already taken place</strong> (on {weekday}, {date}
          ). Watch earlier panels on our{" "}
          <Link to="/shared-future" className="font-semibold text-white underline underline-offset-2">
            community page
          </Link>{" "}
          and be the first to hear about the next edition.
        </p>
      ) : phase === "live" ? (
        <p>
          <strong className="font-semibold text-white">Live now.</strong> The panel started at {time} {zone}: join the
          stream below and send the panel your questions.
        </p>
      ) : (
        <p>
          <strong className="font-semibold text-white">
            Coming up on {weekday}, {date}
          </strong>{" "}
          at {time} {zone}. Registration is free and open now.
        </p>
      )}
    </div>
  );
}

/** The opening screen of /gcc-panel: the event, when it is, and the two ways to take part. */
export function PanelHero({ renderedAt }: { renderedAt: number }) {
  const phase = useEventPhase(panelEvent, renderedAt);
  const { date, time } = eventLabels(panelEvent);
  const facts = [
    { Icon: Calendar, text: date },
    { Icon: Clock, text: `${time} ${panelEvent.timeZoneAbbreviation} (${panelEvent.timeZoneName})` },
    { Icon: Globe, text: `${panelEvent.format}, live Q&A` },
  ];
  return (
    <DarkHero
      alwaysRender
      className="pt-28 pb-20 sm:pt-32 sm:pb-28"
      glow="bg-[radial-gradient(56rem_36rem_at_50%_-10%,rgba(99,102,241,0.5),transparent),radial-gradient(36rem_26rem_at_100%_100%,rgba(6,182,212,0.25),transparent),radial-gradient(30rem_24rem_at_0%_80%,rgba(124,58,237,0.25),transparent)]"
    >
      <JsonLd data={panelEventJsonLd(phase)} />
      <div className="mx-auto max-w-5xl px-4 text-center sm:px-6 lg:px-8">
        <div className="mx-auto max-w-3xl">
          <EventStatus phase={phase} />
        </div>
        <p className="mt-10 text-sm font-semibold tracking-wider text-accent-400 uppercase">{panelEvent.series}</p>
        <h1 className="mt-3 text-5xl font-extrabold tracking-tight sm:text-7xl">{panelEvent.name}</h1>
        <p className="mt-4 text-2xl font-bold text-balance text-brand-200 sm:text-3xl">{panelEvent.theme}</p>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty text-ink-300">{panelEvent.summary}</p>
        <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-3 text-sm text-ink-200">
          {facts.map(({ Icon, text }) => (
            <li key={text} className="inline-flex items-center gap-2">
              <Icon aria-hidden className="size-4 text-accent-400" />
              {text}
            </li>
          ))}
          <li className="inline-flex items-center gap-2 rounded-full bg-emerald-400/15 px-3 py-0.5 font-semibold text-emerald-300 ring-1 ring-emerald-300/30">
            {panelEvent.registration} registration
          </li>
        </ul>
        <PanelActions />
        <p className="mt-5 inline-flex items-center gap-2 text-sm text-ink-400">
          <MessageCircleQuestion aria-hidden className="size-4" />
          Questions sent before the day are put to the panel during the live Q&amp;A.
        </p>
      </div>
    </DarkHero>
  );
}
