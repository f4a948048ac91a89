import { MoveRight, Check, Headset } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { closingNotes } from "#app/content/talent-deployment";
import { useAppointmentDialog } from "#app/modules/booking/ui";
import { TalentRequestButton } from "#app/modules/site/components/talent-request/talent-request-button";

/** The closing call to action: a talent request or a call with an expert. */
export function ClosingCtaSection() {
  const { openAppointmentDialog } = useAppointmentDialog();
  return (
    <section aria-labelledby="deployment-cta" className="bg-white px-4 pb-20 sm:px-6 sm:pb-28 lg:px-8">
      <div className="relative isolate mx-auto max-w-6xl overflow-hidden rounded-3xl bg-brand-700 bg-[radial-gradient(40rem_24rem_at_0%_0%,rgba(129,140,248,0.7),transparent),radial-gradient(36rem_22rem_at_100%_100%,rgba(6,182,212,0.35),transparent)] px-6 py-14 text-center text-white shadow-2xl shadow-brand-900/25 sm:px-12 sm:py-20">
        <h2 id="deployment-cta" className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">
          Your next AI expert could start tomorrow
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-pretty text-brand-100">
          Tell us who you need today. We will send matching, interviewed profiles within hours, and the expert you
          choose joins your team in 24.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <TalentRequestButton variant="light">
            Get Started Now
            <MoveRight aria-hidden className="size-4" />
          </TalentRequestButton>
          <Button size="lg" variant="outlineLight" onClick={openAppointmentDialog}>
            <Headset aria-hidden className="size-4" />
            Talk to Expert
          </Button>
        </div>
        <ul className="mt-10 flex flex-wrap justify-center gap-x-8 gap-y-3 text-sm font-medium text-brand-50">
          {closingNotes.map((note) => (
            <li key={note} className="inline-flex items-center gap-2">
              <Check aria-hidden className="size-4 rounded-full bg-white/20 p-0.5" />
              {note}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
