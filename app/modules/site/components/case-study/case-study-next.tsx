import { MoveRight, CalendarClock } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { caseStudies, type CaseStudy, type CaseStudyId } from "#app/content/case-studies";
import { useAppointmentDialog } from "#app/modules/booking/ui";
import { CaseStudyArt } from "./case-study-art";

/** A card for another story: its page when it has one, otherwise the home page's success stories. */
function OtherStoryCard({ study }: { study: CaseStudy }) {
  const href = study.href ?? "/#success-stories";
  return (
    <li>
      <a
        href={href}
        data-case-study-card={study.id}
        className="group flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink-200/80 transition hover:-translate-y-0.5 hover:shadow-xl hover:shadow-brand-900/10 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
      >
        <CaseStudyArt study={study} crop className="aspect-[16/9] w-full" />
        <span className="flex flex-1 flex-col p-6 sm:p-7">
          <span className="text-sm font-semibold" style={{ color: study.colour }}>
            {study.industry} · {study.company}
          </span>
          <span className="mt-2 text-xl font-bold tracking-tight text-balance text-ink-900">{study.headline}</span>
          <span className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 group-hover:text-brand-900">
            {study.href ? "Read the case study" : "More success stories"}
            <MoveRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </span>
      </a>
    </li>
  );
}

/** 'Start growing' with 'Request a Demo', then 'Explore More Case Studies' (the other stories). */
export function CaseStudyNext({ id }: { id: CaseStudyId }) {
  const { openAppointmentDialog } = useAppointmentDialog();
  const others = caseStudies.filter((study) => study.id !== id);
  return (
    <section aria-labelledby="start-growing" className="bg-ink-50 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="relative isolate overflow-hidden rounded-3xl bg-brand-700 bg-[radial-gradient(36rem_22rem_at_0%_0%,rgba(129,140,248,0.7),transparent),radial-gradient(30rem_20rem_at_100%_100%,rgba(6,182,212,0.3),transparent)] px-6 py-12 text-white sm:flex sm:items-center sm:justify-between sm:gap-10 sm:px-12 sm:py-14">
          <div>
            <h2 id="start-growing" className="text-3xl font-bold tracking-tight sm:text-4xl">
              Start growing
            </h2>
            <p className="mt-3 max-w-xl text-lg leading-8 text-brand-100">
              Tell us about your hiring plans. In a 30-minute call we will show you how fast your next team could start.
            </p>
          </div>
          <Button
            size="lg"
            variant="light"
            className="mt-8 w-full shrink-0 sm:mt-0 sm:w-auto"
            onClick={openAppointmentDialog}
          >
            <CalendarClock aria-hidden className="size-4" />
            Request a Demo
          </Button>
        </div>

        <h2 className="mt-20 text-center text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
          Explore More Case Studies
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {others.map((study) => (
            <OtherStoryCard key={study.id} study={study} />
          ))}
        </ul>
      </div>
    </section>
  );
}
