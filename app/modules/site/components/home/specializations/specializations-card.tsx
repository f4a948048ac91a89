import { Brain, ChartSpline, MessagesSquare, Network, ScanEye, Workflow, type LucideIcon } from "lucide-react";
import { useId, useState } from "react";
import type { specializations } from "#app/content/specializations";
import { cn } from "#app/lib/cn";
import { AvailabilityBadge } from "./specializations-availability-badge";
import { tickBullet } from "#app/components/ui/tick-bullet";

type ListedSpecialization = (typeof specializations)[number];

const icons: Record<ListedSpecialization["id"], LucideIcon> = {
  "machine-learning-engineers": Brain,
  "data-scientists": ChartSpline,
  "computer-vision-engineers": ScanEye,
  "nlp-engineers": MessagesSquare,
  "mlops-engineers": Workflow,
  "ai-solution-architects": Network,
};

const previewSkillCount = 3;

// Only the current view is in the page: the overview, or the expertise once the visitor
// asks for it. The view fills its own grid row and has a minimum height, so flipping a
// card rarely changes its size.
export function SpecializationCard({ specialization }: { specialization: ListedSpecialization }) {
  const [showExpertise, setShowExpertise] = useState(false);
  const viewId = useId();
  const Icon = icons[specialization.id];
  const label = showExpertise ? "Back to overview" : "View expertise";
  return (
    <article
      data-specialization={specialization.id}
      className="grid grid-cols-[auto_auto] grid-rows-[auto_auto_1fr_auto] justify-between rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-200/80 transition-shadow hover:shadow-xl hover:shadow-brand-900/5 sm:p-7"
    >
      <Icon
        aria-hidden
        className="size-12 rounded-xl bg-gradient-to-br from-brand-500 to-brand-700 p-3 text-white shadow-md shadow-brand-600/25"
      />
      <AvailabilityBadge status={specialization.availability} colour={specialization.badgeColour} />
      <h3 className="col-span-2 mt-5 text-xl font-bold tracking-tight text-ink-900">{specialization.title}</h3>
      <div
        id={viewId}
        data-view={showExpertise ? "expertise" : "overview"}
        className="col-span-2 mt-3 flex min-h-[18rem] flex-col sm:min-h-[20.5rem] border-b border-ink-100 pb-6 transition-opacity duration-300 starting:opacity-0 motion-reduce:transition-none"
      >
        {showExpertise ? (
          <SpecializationExpertise specialization={specialization} />
        ) : (
          <SpecializationOverview specialization={specialization} />
        )}
      </div>
      <button
        type="button"
        aria-expanded={showExpertise}
        aria-controls={viewId}
        aria-label={`${label} for ${specialization.title}`}
        onClick={() => setShowExpertise((shown) => !shown)}
        className={cn(
          "col-span-2 mt-4 cursor-pointer justify-self-start rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600",
          showExpertise
            ? "before:mr-2 before:content-['←']"
            : "after:ml-2 after:inline-block after:transition-transform after:content-['→'] hover:after:translate-x-0.5",
        )}
      >
        {label}
      </button>
    </article>
  );
}

function SpecializationOverview({ specialization }: { specialization: ListedSpecialization }) {
  const more = specialization.skills.length - previewSkillCount;
  return (
    <>
      <p className="text-[0.95rem] leading-7 text-ink-600">{specialization.description}</p>
      <dl className="mt-5 grid grid-flow-col grid-cols-2 grid-rows-[auto_auto] gap-x-4 gap-y-1 rounded-xl bg-ink-50 px-4 py-3 ring-1 ring-ink-100">
        <dt className="text-xs font-medium text-ink-600">Time to hire</dt>
        <dd className="text-sm font-semibold text-ink-900">{specialization.timeToHire}</dd>
        <dt className="border-l border-ink-200 pl-4 text-xs font-medium text-ink-600">Experience</dt>
        <dd className="border-l border-ink-200 pl-4 text-sm font-semibold text-ink-900">{specialization.experience}</dd>
      </dl>
      <p className="mt-auto pt-5 text-sm leading-6 text-ink-600">
        <strong className="font-semibold text-ink-900">Top skills: </strong>
        {specialization.skills.slice(0, previewSkillCount).join(", ")} and {more} more
      </p>
    </>
  );
}

function SpecializationExpertise({ specialization }: { specialization: ListedSpecialization }) {
  return (
    <>
      <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">Core skills</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {specialization.skills.map((skill) => (
          <li
            key={skill}
            className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800 ring-1 ring-brand-100"
          >
            {skill}
          </li>
        ))}
      </ul>
      <p className="mt-5 text-xs font-semibold tracking-wider text-brand-700 uppercase">Sample projects</p>
      <ul className="mt-3 grid gap-2">
        {specialization.projects.map((project) => (
          <li key={project} className={`${tickBullet} text-sm leading-5 text-ink-700 before:border-emerald-600`}>
            {project}
          </li>
        ))}
      </ul>
    </>
  );
}
