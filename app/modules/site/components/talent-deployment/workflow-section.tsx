import { ArrowLeft, MoveRight, CheckCircle2, CircleCheckBig } from "lucide-react";
import { useId, useState } from "react";
import { SectionHeading } from "#app/components/ui/section-heading";
import { Button } from "#app/components/ui/button";
import { StepProgressBar } from "#app/components/ui/step-progress-bar";
import { workflowStages } from "#app/content/talent-deployment";
import { clampStepIndex, stepProgress } from "#app/lib/step-index";
import { cn } from "#app/lib/cn";

const stageCount = workflowStages.length;

/**
 * AI Process Workflow: four stages chosen by clicking them or with 'Previous Stage' / 'Next Stage'
 * (clamped to 0..3; at the last stage the button reads 'Process Complete' and is disabled). The
 * progress bar grows a quarter per stage.
 */
export function WorkflowSection() {
  const [index, setIndex] = useState(0);
  const baseId = useId();
  const stage = workflowStages[index] ?? workflowStages[0];
  const isLast = index === stageCount - 1;
  const select = (next: number) => setIndex(clampStepIndex(next, stageCount));
  const progress = stepProgress(index, stageCount);

  return (
    <section id="ai-workflow" aria-labelledby="ai-workflow-title" className="bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="ai-workflow-title" eyebrow="AI Process Workflow" title="How AI finds your expert">
          Four stages run behind every request. Step through them to see what happens and how we measure it.
        </SectionHeading>

        <ol aria-label="Workflow stages" className="mt-14 grid grid-cols-4 gap-2 sm:gap-3">
          {workflowStages.map((item, itemIndex) => {
            const current = itemIndex === index;
            const done = itemIndex < index;
            return (
              <li key={item.title}>
                <button
                  type="button"
                  aria-current={current ? "step" : undefined}
                  aria-controls={`${baseId}-panel`}
                  onClick={() => select(itemIndex)}
                  className={cn(
                    "flex h-full w-full cursor-pointer flex-col items-center gap-2 rounded-2xl p-2.5 text-center transition sm:p-4 lg:grid lg:grid-cols-[auto_minmax(0,1fr)] lg:gap-x-3 lg:gap-y-0 lg:text-left",
                    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                    current
                      ? "bg-white shadow-lg ring-2 shadow-brand-900/10 ring-brand-600"
                      : "bg-ink-50 ring-1 ring-ink-200 hover:bg-white hover:ring-brand-200",
                  )}
                >
                  <span
                    className={cn(
                      "row-span-2 flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold sm:size-10",
                      current || done ? "bg-brand-600 text-white" : "bg-white text-ink-600 ring-1 ring-ink-200",
                    )}
                  >
                    {done ? <CheckCircle2 aria-hidden className="size-5" /> : item.number}
                    {done ? <span className="sr-only">{item.number}, done</span> : null}
                  </span>
                  <span className="text-xs leading-4 font-semibold text-ink-900 sm:text-sm lg:self-end lg:truncate lg:text-base">
                    {item.title}
                  </span>
                  <span className="hidden self-start truncate text-sm text-ink-600 lg:block">{item.subtitle}</span>
                </button>
              </li>
            );
          })}
        </ol>

        <div className="mt-6 rounded-3xl bg-ink-950 bg-[radial-gradient(40rem_22rem_at_100%_0%,rgba(99,102,241,0.4),transparent)] p-6 text-white shadow-2xl shadow-brand-950/20 sm:p-10">
          <StepProgressBar
            label="Progress through the workflow"
            unit="Stage"
            index={index}
            count={stageCount}
            title={stage.title}
            aside={`${Math.round(progress * 100)}% through the workflow`}
            tone="dark"
            fill="bg-gradient-to-r from-brand-400 to-accent-400 transition-[width]"
          />

          <div
            id={`${baseId}-panel`}
            aria-live="polite"
            className="mt-8 grid gap-8 lg:min-h-[15rem] lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]"
          >
            <div key={stage.title} className="animate-fade-in">
              <p className="text-sm font-semibold text-accent-400">{stage.subtitle}</p>
              <h3 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">{stage.title}</h3>
              <p className="mt-4 leading-7 text-pretty text-ink-300">{stage.description}</p>
              <ul className="mt-5 grid gap-2.5">
                {stage.highlights.map((highlight) => (
                  <li key={highlight} className="flex gap-2.5 text-sm text-ink-200">
                    <CircleCheckBig aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-400" />
                    {highlight}
                  </li>
                ))}
              </ul>
            </div>
            <ul key={`${stage.title}-metrics`} className="grid content-start gap-3 sm:grid-cols-2 lg:grid-cols-1">
              {Object.entries(stage.metrics).map(([label, value]) => (
                <li key={label} className="rounded-2xl bg-white/5 px-5 py-4 ring-1 ring-white/10">
                  <p className="text-3xl font-extrabold tracking-tight">{value}</p>
                  <p className="mt-1 text-sm text-ink-300">{label}</p>
                </li>
              ))}
            </ul>
          </div>

          <div className="mt-8 flex items-center justify-between gap-3 border-t border-white/10 pt-6">
            <Button variant="outlineLight" disabled={index === 0} onClick={() => select(index - 1)}>
              <ArrowLeft aria-hidden className="size-4" />
              Previous Stage
            </Button>
            <Button variant="light" disabled={isLast} onClick={() => select(index + 1)}>
              {isLast ? (
                <>
                  <CircleCheckBig aria-hidden className="size-4" />
                  Process Complete
                </>
              ) : (
                <>
                  Next Stage
                  <MoveRight aria-hidden className="size-4" />
                </>
              )}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
