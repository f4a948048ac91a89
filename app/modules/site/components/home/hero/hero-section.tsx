import { ArrowRight, CalendarDays } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { useAppointmentDialog } from "#app/modules/booking/ui";
import { scrollToSection } from "#app/lib/scroll";
import { DarkHero, HeroEyebrow } from "#app/components/layout/dark-hero";

const claims = [
  { value: "15K+", label: "AI experts" },
  { value: "98%", label: "Joining rate" },
  { value: "24h", label: "Deployment" },
  { value: "500+", label: "Companies trust us" },
  { value: "98%", label: "Success rate" },
] as const;

export function HeroSection() {
  const { openAppointmentDialog } = useAppointmentDialog();
  return (
    <DarkHero
      className="pt-32 pb-20 sm:pt-40 sm:pb-28"
      glow="bg-[radial-gradient(60rem_40rem_at_70%_-10%,rgba(99,102,241,0.45),transparent),radial-gradient(40rem_30rem_at_10%_110%,rgba(6,182,212,0.25),transparent)]"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          <HeroEyebrow>AI talent, deployed in 24 hours</HeroEyebrow>
          <h1 className="mt-6 text-5xl font-extrabold tracking-tight text-balance sm:text-7xl">
            Empowering Workforce Flexibility
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-ink-300 sm:text-xl">
            Pre-vetted AI, data, low-code and QA specialists, screened by AI interviews and ready to join your team
            tomorrow. No notice periods, one agreement, hundreds of partners behind you.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={() => scrollToSection("ai-interview")}>
              Try AI Interview
              <ArrowRight aria-hidden className="size-4" />
            </Button>
            <Button size="lg" variant="outlineLight" onClick={openAppointmentDialog}>
              <CalendarDays aria-hidden className="size-4" />
              Request Demo
            </Button>
          </div>
        </div>
        <dl className="mt-16 grid grid-cols-2 gap-6 border-t border-white/10 pt-10 sm:grid-cols-3 lg:grid-cols-5">
          {claims.map((claim) => (
            <div key={claim.label}>
              <dt className="text-sm text-ink-400">{claim.label}</dt>
              <dd className="mt-1 text-3xl font-bold tracking-tight text-white">{claim.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </DarkHero>
  );
}
