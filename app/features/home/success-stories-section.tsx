import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { caseStudies } from "#app/content/case-studies";
import { cn } from "#app/lib/cn";
import { SectionHeading } from "./section-heading";
import { SuccessStoryCard } from "./success-stories-card";
import { wrapIndex } from "./success-stories-carousel";

const arrowClasses =
  "flex size-11 cursor-pointer items-center justify-center rounded-full bg-white text-ink-700 shadow-sm ring-1 ring-ink-200 transition hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** Home-page section (anchor `success-stories`): a list of three clients and their story, as a carousel. */
export function SuccessStoriesSection() {
  const [index, setIndex] = useState(0);
  const [switched, setSwitched] = useState(false);
  const current = caseStudies[index] ?? caseStudies[0];

  function show(next: number) {
    setIndex(next);
    setSwitched(true);
  }

  return (
    <section id="success-stories" className="relative isolate overflow-hidden bg-white py-20 sm:py-28">
      <div aria-hidden className="absolute top-40 -left-48 -z-10 size-[30rem] rounded-full bg-brand-100/50 blur-3xl" />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading eyebrow="Success stories" title="Results our clients can measure">
          How IT services, education and retail companies filled hard roles in days, and what changed for them afterwards.
        </SectionHeading>

        <div className="mt-12 grid gap-6 sm:mt-16 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-10">
          <div>
            <h3 className="sr-only">Choose a client</h3>
            <ul className="grid gap-2 sm:grid-cols-3 lg:grid-cols-1 lg:gap-3">
              {caseStudies.map((story, storyIndex) => {
                const selected = storyIndex === index;
                return (
                  <li key={story.id}>
                    <button
                      type="button"
                      aria-pressed={selected}
                      onClick={() => show(storyIndex)}
                      className={cn(
                        "flex w-full cursor-pointer items-center gap-3 rounded-2xl p-3 text-left transition sm:p-4",
                        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                        selected ? "bg-white shadow-lg ring-2 shadow-brand-900/10 ring-brand-600" : "bg-ink-50 ring-1 ring-ink-200 hover:bg-white hover:ring-brand-200",
                      )}
                    >
                      <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-xl text-base font-bold text-white" style={{ backgroundColor: story.colour }}>
                        {story.company[0]}
                      </span>
                      <span className="min-w-0">
                        <span className="block truncate font-semibold text-ink-900">{story.company}</span>
                        <span className="block truncate text-sm text-ink-600">{story.industry}</span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
            <p className="mt-6 hidden text-sm leading-6 text-ink-600 lg:block">
              Every story is a real hiring problem: roles that had stayed open for months, joining ratios that kept falling, and deadlines that
              would not move.
            </p>
          </div>

          <div>
            <div className="grid">
              {caseStudies.map((story, storyIndex) => (
                <SuccessStoryCard key={story.id} story={story} active={storyIndex === index} animate={switched} />
              ))}
            </div>
            <p aria-live="polite" className="sr-only">
              {switched ? `Story ${index + 1} of ${caseStudies.length}: ${current.company}` : ""}
            </p>
            <div className="mt-6 flex items-center justify-center gap-4">
              <button type="button" aria-label="Previous story" className={arrowClasses} onClick={() => show(wrapIndex(index, -1, caseStudies.length))}>
                <ChevronLeft aria-hidden className="size-5" />
              </button>
              <div className="flex items-center">
                {caseStudies.map((story, storyIndex) => (
                  <button
                    key={story.id}
                    type="button"
                    aria-label={`Show story ${storyIndex + 1}`}
                    aria-current={storyIndex === index ? "true" : undefined}
                    onClick={() => show(storyIndex)}
                    className="group flex size-7 cursor-pointer items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <span
                      aria-hidden
                      className={cn(
                        "h-2.5 rounded-full transition-all",
                        storyIndex === index ? "w-6 bg-brand-600" : "w-2.5 bg-ink-300 group-hover:bg-ink-400",
                      )}
                    />
                  </button>
                ))}
              </div>
              <button type="button" aria-label="Next story" className={arrowClasses} onClick={() => show(wrapIndex(index, 1, caseStudies.length))}>
                <ChevronRight aria-hidden className="size-5" />
              </button>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
