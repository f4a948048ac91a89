import { MoveRight, BadgeCheck, CalendarClock } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { CompanyLogo } from "#app/components/ui/company-logo";
import { InitialsAvatar } from "#app/components/ui/initials-avatar";
import { networkClients } from "#app/content/panel-network";
import { sampleTalents, type SampleTalent } from "#app/content/talent-categories";
import { useAppointmentDialog } from "#app/modules/booking/ui";
import { TalentRequestButton } from "#app/modules/site/components/talent-request/talent-request-button";
import { cn } from "#app/lib/cn";
import { DarkHero, HeroEyebrow } from "#app/components/layout/dark-hero";

/** One sample expert: what a shortlisted profile looks like. */
function SampleTalentCard({ talent, className }: { talent: SampleTalent; className?: string }) {
  return (
    <li
      className={cn(
        "grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-4 gap-y-3 rounded-2xl bg-white p-4 text-ink-900 shadow-2xl ring-1 shadow-black/30 ring-white/20 sm:p-5",
        className,
      )}
    >
      <InitialsAvatar name={talent.name} colour={talent.colour} className="size-12 text-base" />
      <div className="min-w-0">
        <p className="flex items-center gap-1.5 truncate font-semibold">
          {talent.name}
          <BadgeCheck aria-hidden className="size-4 shrink-0 text-brand-600" />
          <span className="sr-only">(verified)</span>
        </p>
        <p className="truncate text-sm text-ink-600">
          {talent.role} · {talent.experience}
        </p>
      </div>
      <p className="text-right">
        <span className="block text-lg font-extrabold text-emerald-700">{talent.match}</span>
        <span className="block text-[11px] font-medium text-ink-500">match</span>
      </p>
      <ul aria-label="Skills" className="col-span-3 flex flex-wrap gap-1.5">
        {talent.skills.map((skill) => (
          <li key={skill} className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
            {skill}
          </li>
        ))}
        <li className="ml-auto inline-flex items-center gap-1.5 text-xs font-medium text-emerald-700">
          <span aria-hidden className="size-2 rounded-full bg-emerald-500" />
          Available in 24h
        </li>
      </ul>
    </li>
  );
}

/** The opening screen of /ai-talent-deployment: the promise, the two actions, the logo row and sample experts. */
export function DeploymentHero() {
  const { openAppointmentDialog } = useAppointmentDialog();
  return (
    <DarkHero
      alwaysRender
      className="pt-32 pb-20 sm:pt-40 sm:pb-24"
      glow="bg-[radial-gradient(56rem_36rem_at_80%_-10%,rgba(99,102,241,0.5),transparent),radial-gradient(40rem_30rem_at_0%_100%,rgba(6,182,212,0.22),transparent)]"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:px-8">
        <div>
          <HeroEyebrow>AI Talent Deployment</HeroEyebrow>
          <h1 className="mt-6 text-5xl font-extrabold tracking-tight text-balance sm:text-6xl lg:text-7xl">
            Deploy AI Experts in 24 Hours
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-ink-300 sm:text-xl">
            Machine learning engineers, data scientists, AI engineers and cloud architects, screened by AI interviews
            and free to start tomorrow. No notice periods, no job boards, one agreement.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <TalentRequestButton>
              Find AI Experts Now
              <MoveRight aria-hidden className="size-4" />
            </TalentRequestButton>
            <Button size="lg" variant="outlineLight" onClick={openAppointmentDialog}>
              <CalendarClock aria-hidden className="size-4" />
              Schedule Demo
            </Button>
          </div>
          <div className="mt-12 border-t border-white/10 pt-8">
            <p className="text-sm font-medium text-ink-300">Trusted by 800+ companies</p>
            <ul className="mt-4 flex flex-wrap items-center gap-x-7 gap-y-4">
              {networkClients.slice(0, 5).map((client) => (
                <li key={client.name} className="flex items-center gap-2 text-sm font-semibold text-ink-200">
                  <CompanyLogo monogram={client.monogram} colour={client.colour} className="size-6" />
                  {client.name}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="relative">
          <p className="mb-4 flex items-center gap-2 text-sm font-medium text-ink-300">
            <span aria-hidden className="size-2 rounded-full bg-emerald-400" />
            Sample shortlist for a machine learning brief
          </p>
          <ul className="grid gap-4">
            {sampleTalents.map((talent, index) => (
              <SampleTalentCard
                key={talent.name}
                talent={talent}
                className={cn(index === 0 && "lg:mr-10", index === 1 && "lg:ml-10", index === 2 && "lg:mx-5")}
              />
            ))}
          </ul>
        </div>
      </div>
    </DarkHero>
  );
}
