import { CalendarCheck } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { specializations } from "#app/content/specializations";
import { useAppointmentDialog } from "#app/modules/booking/ui";
import { SpecializationCard } from "./specializations-card";

export function SpecializationsGrid() {
  const { openAppointmentDialog } = useAppointmentDialog();
  return (
    <>
      <div className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {specializations.map((specialization) => (
          <SpecializationCard key={specialization.id} specialization={specialization} />
        ))}
      </div>
      <div className="mt-12 flex flex-col items-center justify-between gap-4 rounded-2xl bg-ink-950 px-6 py-6 text-center sm:flex-row sm:px-8 sm:text-left">
        <p className="text-base leading-7 text-ink-300">
          <span className="font-semibold text-white">Hiring for a role that is not listed?</span> Our partner network
          covers data engineering, generative AI, low-code and QA too.
        </p>
        <Button variant="light" onClick={openAppointmentDialog} className="shrink-0">
          <CalendarCheck aria-hidden className="size-4" />
          Talk to a specialist
        </Button>
      </div>
    </>
  );
}
