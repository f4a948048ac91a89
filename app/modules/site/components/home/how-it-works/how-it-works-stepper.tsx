import { ArrowLeft, ArrowRight, RotateCcw } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button";
import { StepProgressBar } from "#app/components/ui/step-progress-bar";
import { processSteps } from "#app/content/process-steps";
import { cn } from "#app/lib/cn";
import { useRovingTabs } from "#app/lib/use-roving-tabs";
import { HowItWorksStepPanel } from "./how-it-works-step-panel";
import { clampStepIndex } from "#app/lib/step-index";

const stepCount = processSteps.length;

export function HowItWorksStepper() {
  const [activeIndex, setActiveIndex] = useState(0);
  const baseId = useId();
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;
  const select = (index: number) => setActiveIndex(clampStepIndex(index, stepCount));
  const isLast = activeIndex === stepCount - 1;
  const active = processSteps[activeIndex];
  const tabProps = useRovingTabs({ count: stepCount, selected: activeIndex, onSelect: select, wrap: false });

  return (
    <div className="mt-14 grid gap-8 lg:grid-cols-[19rem_1fr] lg:gap-10">
      <div className="flex flex-col gap-6">
        <div
          role="tablist"
          aria-label="Hiring steps"
          aria-orientation="vertical"
          className="relative flex justify-between lg:flex-col lg:justify-start lg:gap-2"
        >
          <span
            aria-hidden
            className="absolute inset-x-5 top-5 h-px bg-white/15 lg:inset-x-auto lg:top-9 lg:bottom-9 lg:left-9 lg:h-auto lg:w-px"
          />
          {processSteps.map((step, index) => {
            const selected = index === activeIndex;
            return (
              <button
                key={step.id}
                {...tabProps(index)}
                id={tabId(index)}
                aria-controls={selected ? panelId(index) : undefined}
                className={cn(
                  "relative flex cursor-pointer items-center gap-4 rounded-full text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400 lg:rounded-2xl lg:px-4 lg:py-3.5",
                  selected ? "lg:bg-white/10 lg:ring-1 lg:ring-white/15" : "lg:hover:bg-white/5",
                )}
              >
                <span
                  style={index <= activeIndex ? { backgroundColor: step.colour, borderColor: step.colour } : undefined}
                  className={cn(
                    "flex size-10 shrink-0 items-center justify-center rounded-full border text-sm font-bold transition-colors",
                    index <= activeIndex ? "text-white" : "border-white/20 bg-ink-900 text-ink-300",
                    selected && "ring-4 ring-white/15",
                  )}
                >
                  {step.number}
                </span>
                <span
                  className={cn("sr-only lg:not-sr-only lg:font-semibold", selected ? "text-white" : "text-ink-200")}
                >
                  {step.title}
                  <small className="mt-0.5 block text-xs font-normal text-ink-400">{step.timeframe}</small>
                </span>
              </button>
            );
          })}
        </div>
        <p className="mt-auto hidden items-center gap-4 rounded-2xl bg-white/5 px-5 py-4 ring-1 ring-white/10 lg:flex">
          <span className="text-3xl font-extrabold tracking-tight text-white">24h</span>
          <span className="text-sm leading-5 text-ink-300">from your brief to a vetted specialist ready to deploy</span>
        </p>
      </div>

      <div className="flex flex-col rounded-3xl bg-white p-6 text-ink-900 shadow-2xl shadow-black/30 sm:p-10">
        <StepProgressBar
          label="Progress through the hiring process"
          unit="Step"
          index={activeIndex}
          count={stepCount}
          title={active.title}
          aside={active.timeframe}
          tone="light"
          fill="transition-[width,background-color]"
          fillStyle={{ backgroundColor: active.colour }}
        />

        <HowItWorksStepPanel key={active.id} step={active} id={panelId(activeIndex)} labelledBy={tabId(activeIndex)} />

        <div className="mt-auto flex items-center justify-between gap-3 border-t border-ink-100 pt-6">
          <Button variant="secondary" disabled={activeIndex === 0} onClick={() => select(activeIndex - 1)}>
            <ArrowLeft aria-hidden className="size-4" />
            Previous Step
          </Button>
          <Button disabled={isLast} onClick={() => select(activeIndex + 1)}>
            {isLast ? (
              <>
                <RotateCcw aria-hidden className="size-4" />
                Start Over
              </>
            ) : (
              <>
                Next Step
                <ArrowRight aria-hidden className="size-4" />
              </>
            )}
          </Button>
        </div>
      </div>
    </div>
  );
}
