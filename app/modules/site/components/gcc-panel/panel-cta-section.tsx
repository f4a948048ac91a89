import { eventLabels, panelEvent } from "#app/content/panel-event";
import { PanelActions } from "./panel-actions";

/** The closing call to action: register, or send a question. */
export function PanelCtaSection() {
  const { date, time } = eventLabels(panelEvent);
  return (
    <section aria-labelledby="panel-cta" className="bg-ink-50 px-4 pb-20 sm:px-6 sm:pb-28 lg:px-8">
      <div className="mx-auto max-w-6xl overflow-hidden rounded-3xl bg-ink-950 bg-[radial-gradient(40rem_24rem_at_50%_0%,rgba(99,102,241,0.55),transparent),radial-gradient(30rem_20rem_at_100%_100%,rgba(6,182,212,0.3),transparent)] px-6 py-14 text-center text-white sm:px-12 sm:py-20">
        <p className="text-sm font-semibold tracking-wider text-accent-400 uppercase">
          {date} · {time} {panelEvent.timeZoneAbbreviation}
        </p>
        <h2 id="panel-cta" className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-5xl">
          Be part of {panelEvent.name}
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-pretty text-ink-300">
          {panelEvent.registration} registration, a live Q&amp;A and a seat among leaders redefining talent, culture and
          leadership.
        </p>
        <PanelActions />
      </div>
    </section>
  );
}
