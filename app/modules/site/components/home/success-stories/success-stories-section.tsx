import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { caseStudies } from "#app/content/case-studies";
import { cn } from "#app/lib/cn";
import { SectionHeading } from "#app/components/ui/section-heading";
import { SuccessStoryCard } from "./success-stories-card";
import { wrapIndex } from "./success-stories-carousel";

const arrowClasses =
  "flex size-11 cursor-pointer items-center justify-center rounded-full bg-white text-ink-700 shadow-sm ring-1 ring-ink-200 transition hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * The tallest story card seen at the current width becomes the card's minimum height, so stepping
 * to a shorter story leaves the arrows and dots below where they were. Forgotten when the width changes.
 */
function useSteadyHeight() {
  const ref = useRef<HTMLElement>(null);
  const [minHeight, setMinHeight] = useState<number>();
  useEffect(() => {
    let width = window.innerWidth;
    function onResize() {
      if (window.innerWidth === width) return;
      width = window.innerWidth;
      setMinHeight(undefined);
    }
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);
  function remember() {
    const height = ref.current?.offsetHeight ?? 0;
    if (height > 0) setMinHeight((previous) => Math.max(previous ?? 0, height));
  }
  return { ref, minHeight, remember };
}

/** Home-page section (anchor `success-stories`): a list of three clients and their story, as a carousel.
 * Only the story shown is rendered; the others mount when chosen. */
export function SuccessStoriesSection() {
  const [index, setIndex] = useState(0);
  const [switched, setSwitched] = useState(false);
  const current = caseStudies[index] ?? caseStudies[0];

  const { ref: cardRef, minHeight: cardMinHeight, remember: rememberCardHeight } = useSteadyHeight();

  function show(next: number) {
    rememberCardHeight();
    setIndex(next);
    setSwitched(true);
  }

  return (
    <section
      id="success-stories"
      className="bg-white bg-[radial-gradient(circle_at_3rem_25rem,rgba(224,231,255,0.6),transparent_19rem)] bg-no-repeat py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading eyebrow="Success stories" title="Results our clients can measure">
          How IT services, education and retail companies filled hard roles in days, and what changed for them
          afterwards.
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
                        "grid w-full cursor-pointer grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 rounded-2xl p-3 text-left transition sm:p-4",
                        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                        selected
                          ? "bg-white shadow-lg ring-2 shadow-brand-900/10 ring-brand-600"
                          : "bg-ink-50 ring-1 ring-ink-200 hover:bg-white hover:ring-brand-200",
                      )}
                    >
                      <span
                        aria-hidden
                        className="row-span-2 flex size-10 items-center justify-center rounded-xl text-base font-bold text-white"
                        style={{ backgroundColor: story.colour }}
                      >
                        {story.company[0]}
                      </span>
                      <span className="self-end truncate font-semibold text-ink-900">{story.company}</span>
                      <span className="self-start truncate text-sm text-ink-600">{story.industry}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
            <p className="mt-6 hidden text-sm leading-6 text-ink-600 lg:block">
              Every story is a real hiring problem: roles that had stayed open for months, joining ratios that kept
              falling, and deadlines that would not move.
            </p>
          </div>

          <div>
            <SuccessStoryCard
              key={current.id}
              ref={cardRef}
              story={current}
              animate={switched}
              minHeight={cardMinHeight}
            />
            <p aria-live="polite" className="sr-only">
              {switched ? `Story ${index + 1} of ${caseStudies.length}: ${current.company}` : ""}
            </p>
            <div className="mt-6 flex items-center justify-center gap-4">
              <button
                type="button"
                aria-label="Previous story"
                className={arrowClasses}
                onClick={() => show(wrapIndex(index, -1, caseStudies.length))}
              >
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
                    className={cn(
                      "flex size-7 cursor-pointer items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-600",
                      "before:h-2.5 before:rounded-full before:transition-all",
                      storyIndex === index
                        ? "before:w-6 before:bg-brand-600"
                        : "before:w-2.5 before:bg-ink-300 hover:before:bg-ink-400",
                    )}
                  />
                ))}
              </div>
              <button
                type="button"
                aria-label="Next story"
                className={arrowClasses}
                onClick={() => show(wrapIndex(index, 1, caseStudies.length))}
              >
                <ChevronRight aria-hidden className="size-5" />
              </button>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
