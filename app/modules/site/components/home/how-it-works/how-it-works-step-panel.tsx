import { CircleCheck } from "lucide-react";
import type { ProcessStep } from "#app/content/process-steps";

/** The current step: the only panel in the page, fading in when the step changes. */
export function HowItWorksStepPanel({ step, id, labelledBy }: { step: ProcessStep; id: string; labelledBy: string }) {
  return (
    <div
      id={id}
      role="tabpanel"
      aria-labelledby={labelledBy}
      data-step={step.id}
      className="mt-8 mb-10 transition-opacity duration-300 starting:opacity-0 min-h-[31rem] motion-reduce:transition-none sm:min-h-[19.5rem] lg:min-h-[18rem]"
    >
      <div className="flex items-center gap-4">
        <span
          aria-hidden
          style={{ backgroundColor: step.colour }}
          className="flex size-14 shrink-0 items-center justify-center rounded-2xl text-xl font-extrabold text-white shadow-lg shadow-ink-900/10"
        >
          {String(step.number).padStart(2, "0")}
        </span>
        <h3 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{step.title}</h3>
      </div>
      <p className="mt-6 max-w-2xl text-base leading-7 text-ink-600 sm:text-lg sm:leading-8">{step.description}</p>
      <ul className="mt-8 grid gap-3 sm:grid-cols-3">
        {step.highlights.map((highlight) => (
          <li
            key={highlight}
            className="flex gap-3 rounded-xl bg-ink-50 p-4 text-sm leading-6 font-medium text-ink-800 ring-1 ring-ink-100"
          >
            <CircleCheck aria-hidden style={{ color: step.colour }} className="mt-0.5 size-5 shrink-0" />
            {highlight}
          </li>
        ))}
      </ul>
    </div>
  );
}
