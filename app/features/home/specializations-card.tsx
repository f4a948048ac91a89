import { ArrowLeft, ArrowRight, BrainCircuit, BriefcaseBusiness, ChartNoAxesCombined, Check, Clock, MessagesSquare, Network, ScanEye, Workflow, type LucideIcon } from "lucide-react";
import { useId, useState } from "react";
import type { specializations } from "#app/content/specializations";
import { cn } from "#app/lib/cn";
import { AvailabilityBadge } from "./specializations-availability-badge";

type ListedSpecialization = (typeof specializations)[number];

const icons: Record<ListedSpecialization["id"], LucideIcon> = {
  "machine-learning-engineers": BrainCircuit,
  "data-scientists": ChartNoAxesCombined,
  "computer-vision-engineers": ScanEye,
  "nlp-engineers": MessagesSquare,
  "mlops-engineers": Workflow,
  "ai-solution-architects": Network,
};

const previewSkillCount = 3;

// Both views share one grid cell, so the card is always as tall as its taller view and
// nothing below it moves when a visitor flips it. The hidden view is `invisible`: out of
// the accessibility tree and the tab order, but still holding its space.
const viewClasses = "col-start-1 row-start-1 transition-[opacity,translate,visibility] duration-300 motion-reduce:transition-none";

export function SpecializationCard({ specialization }: { specialization: ListedSpecialization }) {
  const [showExpertise, setShowExpertise] = useState(false);
  const expertiseId = useId();
  const Icon = icons[specialization.id];
  return (
    <article
      data-specialization={specialization.id}
      className="group flex w-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-200/80 transition-shadow hover:shadow-xl hover:shadow-brand-900/5 sm:p-7"
    >
      <div className="flex items-start justify-between gap-4">
        <span className="flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-brand-700 text-white shadow-md shadow-brand-600/25">
          <Icon aria-hidden className="size-6" />
        </span>
        <AvailabilityBadge status={specialization.availability} colour={specialization.badgeColour} />
      </div>
      <h3 className="mt-5 text-xl font-bold tracking-tight text-ink-900">{specialization.title}</h3>
      <div className="mt-3 grid flex-1">
        <div className={cn(viewClasses, "flex flex-col", showExpertise ? "invisible -translate-x-2 opacity-0" : "visible opacity-100")}>
          <p className="text-[0.95rem] leading-7 text-ink-600">{specialization.description}</p>
          <dl className="mt-5 grid grid-cols-2 gap-3">
            <div className="rounded-xl bg-ink-50 px-3.5 py-3 ring-1 ring-ink-100">
              <dt className="flex items-center gap-1.5 text-xs font-medium text-ink-600">
                <Clock aria-hidden className="size-3.5" />
                Time to hire
              </dt>
              <dd className="mt-1 text-sm font-semibold text-ink-900">{specialization.timeToHire}</dd>
            </div>
            <div className="rounded-xl bg-ink-50 px-3.5 py-3 ring-1 ring-ink-100">
              <dt className="flex items-center gap-1.5 text-xs font-medium text-ink-600">
                <BriefcaseBusiness aria-hidden className="size-3.5" />
                Experience
              </dt>
              <dd className="mt-1 text-sm font-semibold text-ink-900">{specialization.experience}</dd>
            </div>
          </dl>
          <ul aria-label="Top skills" className="mt-auto flex flex-wrap gap-2 pt-5">
            {specialization.skills.slice(0, previewSkillCount).map((skill) => (
              <li key={skill} className="rounded-full bg-ink-100 px-3 py-1 text-xs font-medium text-ink-700">
                {skill}
              </li>
            ))}
            <li className="rounded-full px-2 py-1 text-xs font-medium text-ink-600">+{specialization.skills.length - previewSkillCount} more</li>
          </ul>
        </div>
        <div
          id={expertiseId}
          data-view="expertise"
          className={cn(viewClasses, showExpertise ? "visible opacity-100" : "invisible translate-x-2 opacity-0")}
        >
          <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">Core skills</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {specialization.skills.map((skill) => (
              <li key={skill} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800 ring-1 ring-brand-100">
                {skill}
              </li>
            ))}
          </ul>
          <p className="mt-5 text-xs font-semibold tracking-wider text-brand-700 uppercase">Sample projects</p>
          <ul className="mt-3 grid gap-2">
            {specialization.projects.map((project) => (
              <li key={project} className="flex gap-2.5 text-sm leading-5 text-ink-700">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                {project}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mt-6 border-t border-ink-100 pt-4">
        <button
          type="button"
          aria-expanded={showExpertise}
          aria-controls={expertiseId}
          onClick={() => setShowExpertise((shown) => !shown)}
          className="inline-flex cursor-pointer items-center gap-2 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          {showExpertise ? <ArrowLeft aria-hidden className="size-4" /> : null}
          {showExpertise ? "Back to overview" : "View expertise"}
          <span className="sr-only"> for {specialization.title}</span>
          {showExpertise ? null : <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />}
        </button>
      </div>
    </article>
  );
}
