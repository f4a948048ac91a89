import { ArrowRight } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button";
import type { Offering, OfferingAction, OfferingId } from "#app/content/offerings";
import { useAppointmentDialog } from "#app/modules/booking/ui";
import { cn } from "#app/lib/cn";
import { scrollDelays, scrollToSection } from "#app/lib/scroll";
import { OfferingIllustration } from "./offerings-illustrations";

export function offeringTabId(id: OfferingId): string {
  return `offering-tab-${id}`;
}

export function offeringPanelId(id: OfferingId): string {
  return `offering-panel-${id}`;
}

/** What each tab's button does: open the deployment page, jump to the interview form, or book a demo. */
function useOfferingAction(): (action: OfferingAction) => void {
  const navigate = useNavigate();
  const { openAppointmentDialog } = useAppointmentDialog();
  return (action) => {
    if (action === "open-talent-deployment") {
      void Promise.resolve(navigate("/ai-talent-deployment")).then(() => {
        window.setTimeout(() => window.scrollTo({ top: 0, behavior: "smooth" }), scrollDelays.toTop);
      });
    } else if (action === "scroll-to-ai-interview") {
      scrollToSection("ai-interview");
    } else {
      openAppointmentDialog();
    }
  };
}

/** A circled tick as one path (lucide's takes three elements per list item). */
function CheckIcon({ className }: { className: string }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d="M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0m-6-3-5.5 5.5L8 12" />
    </svg>
  );
}

/**
 * The selected offering's panel, the only one in the page. The minimum heights fit the tallest
 * offering at each width range, so switching tabs does not move what follows.
 */
export function OfferingPanel({ offering, animate }: { offering: Offering; animate: boolean }) {
  const runAction = useOfferingAction();
  return (
    <div
      role="tabpanel"
      id={offeringPanelId(offering.id)}
      aria-labelledby={offeringTabId(offering.id)}
      className={cn(
        "mt-6 grid overflow-hidden rounded-3xl bg-white shadow-xl ring-1 shadow-brand-900/5 ring-ink-200/80 sm:mt-8 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]",
        // The tallest offering's height at the narrow end of each width range (measured at 390-1280 px).
        "min-h-[72.5rem] sm:min-h-[71.25rem] md:min-h-[68rem] lg:min-h-[48.25rem] min-[1100px]:min-h-[44.5rem] min-[1150px]:min-h-[40.5rem] xl:min-h-[39rem]",
        animate && "animate-fade-in",
      )}
    >
      <div className="p-6 sm:p-10">
        <h3 className="text-2xl font-bold tracking-tight text-balance text-ink-900 sm:text-3xl">{offering.title}</h3>
        <p className="mt-4 text-base leading-7 text-pretty text-ink-600">{offering.description}</p>
        <ul className="mt-6 grid gap-3">
          {offering.features.map((feature) => (
            <li key={feature} className="flex gap-3 text-sm leading-6 text-ink-700">
              <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
              {feature}
            </li>
          ))}
        </ul>
        <dl className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {offering.stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse rounded-xl bg-brand-50/70 px-4 py-3 ring-1 ring-brand-100"
            >
              <dt className="mt-1 text-xs font-medium text-ink-600">{stat.label}</dt>
              <dd className="text-2xl font-bold tracking-tight text-brand-700">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <Button
          id={offering.cta.action === "open-talent-deployment" ? "talent-deployment" : undefined}
          size="lg"
          className="mt-8 w-full sm:w-auto"
          onClick={() => runAction(offering.cta.action)}
        >
          {offering.cta.label}
          <ArrowRight aria-hidden className="size-4" />
        </Button>
      </div>
      <div className="flex items-center justify-center bg-ink-950 bg-[radial-gradient(28rem_20rem_at_80%_0%,rgba(99,102,241,0.5),transparent),radial-gradient(22rem_18rem_at_0%_100%,rgba(6,182,212,0.3),transparent)] p-6 sm:p-10">
        <OfferingIllustration id={offering.id} className="aspect-[5/4] w-full max-w-lg" />
      </div>
    </div>
  );
}
