import { CheckCircle2, Clock } from "lucide-react";
import { useId, useState } from "react";
import { SectionHeading } from "#app/components/ui/section-heading";
import { TabPanel } from "#app/components/ui/tab-panel";
import { deploymentSteps } from "#app/content/talent-deployment";
import { cn } from "#app/lib/cn";
import { useRovingTabs } from "#app/lib/use-roving-tabs";

/**
 * Our Process: four clickable steps with their timeframes; the first is highlighted to begin with.
 * Every step's panel is in the HTML, the others `hidden`, so the page's text is all there before a click.
 */
export function OurProcessSection() {
  const [active, setActive] = useState(0);
  const baseId = useId();
  const tabProps = useRovingTabs({ count: deploymentSteps.length, selected: active, onSelect: setActive });

  return (
    <section
      id="our-process"
      aria-labelledby="our-process-title"
      className="bg-white bg-[radial-gradient(circle_at_100%_30rem,rgba(224,231,255,0.7),transparent_24rem)] py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="our-process-title" eyebrow="Our Process" title="From your brief to day one">
          Four steps, measured in hours. Choose a step to see what we do and what you get from it.
        </SectionHeading>

        <div
          role="tablist"
          aria-label="Process steps"
          className="relative mt-14 grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-5"
        >
          <span aria-hidden className="absolute top-10 right-12 left-12 hidden h-px bg-brand-200 lg:block" />
          {deploymentSteps.map((item, index) => {
            const selected = index === active;
            return (
              <button
                key={item.step}
                {...tabProps(index)}
                id={`${baseId}-tab-${index}`}
                aria-controls={`${baseId}-panel-${index}`}
                className={cn(
                  "relative flex cursor-pointer flex-col items-start rounded-2xl p-4 text-left transition sm:p-5",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                  selected
                    ? "bg-brand-600 text-white shadow-xl shadow-brand-600/25"
                    : "bg-white ring-1 ring-ink-200 hover:ring-brand-300",
                )}
              >
                <span
                  className={cn(
                    "flex size-10 items-center justify-center rounded-full text-sm font-bold",
                    selected ? "bg-white text-brand-700" : "bg-brand-50 text-brand-700 ring-1 ring-brand-100",
                  )}
                >
                  {item.step}
                </span>
                <span
                  className={cn(
                    "mt-3 text-sm font-bold sm:mt-4 sm:text-base",
                    selected ? "text-white" : "text-ink-900",
                  )}
                >
                  {item.title}
                </span>
                <span className={cn("mt-1 hidden text-sm sm:block", selected ? "text-brand-100" : "text-ink-600")}>
                  {item.subtitle}
                </span>
                <span
                  className={cn(
                    "mt-4 inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold",
                    selected ? "bg-white/15 text-white" : "bg-ink-100 text-ink-700",
                  )}
                >
                  <Clock aria-hidden className="size-3.5" />
                  {item.timeframe}
                </span>
              </button>
            );
          })}
        </div>

        {deploymentSteps.map((step, index) => (
          <TabPanel
            key={step.step}
            id={`${baseId}-panel-${index}`}
            aria-labelledby={`${baseId}-tab-${index}`}
            hidden={index !== active}
            className="mt-6 grid animate-fade-in gap-8 rounded-3xl bg-ink-50 p-6 ring-1 ring-ink-200/70 sm:p-10 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]"
          >
            <div>
              <p className="text-sm font-semibold text-brand-700">
                Step {step.step} · {step.timeframe}
              </p>
              <h3 className="mt-2 text-2xl font-bold tracking-tight text-ink-900">{step.title}</h3>
              <p className="mt-3 leading-7 text-pretty text-ink-600">{step.description}</p>
            </div>
            <ul className="grid content-center gap-3">
              {step.features.map((feature) => (
                <li
                  key={feature}
                  className="flex items-center gap-3 rounded-xl bg-white px-4 py-3 text-sm font-medium text-ink-800 ring-1 ring-ink-200/80"
                >
                  <CheckCircle2 aria-hidden className="size-5 shrink-0 text-brand-600" />
                  {feature}
                </li>
              ))}
            </ul>
          </TabPanel>
        ))}
      </div>
    </section>
  );
}
