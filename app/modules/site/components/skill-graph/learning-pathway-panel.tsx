import { Clock, X } from "lucide-react";
import { learningPathways } from "#app/content/learning-pathways";
import { findSkill } from "#app/content/skill-nodes";
import { cn } from "#app/lib/cn";
import { useRovingTabs } from "#app/lib/use-roving-tabs";
import { groupColours } from "./graph-theme";

export const pathwayPanelId = "skill-pathways";
/** The panel's width in CSS px from the sm breakpoint (21rem); below it the panel covers the canvas. */
export const pathwayPanelWidth = 336;

type LearningPathwayPanelProps = {
  open: boolean;
  activeIndex: number;
  selectedId: string | null;
  onActiveChange: (index: number) => void;
  onSelect: (id: string) => void;
  onClose: () => void;
};

/** The three learning pathways as vertical tabs; the chosen one is traced on the graph. */
export function LearningPathwayPanel({
  open,
  activeIndex,
  selectedId,
  onActiveChange,
  onSelect,
  onClose,
}: LearningPathwayPanelProps) {
  const active = learningPathways[activeIndex] ?? learningPathways[0];
  const tabProps = useRovingTabs({ count: learningPathways.length, selected: activeIndex, onSelect: onActiveChange });

  return (
    <div
      id={pathwayPanelId}
      hidden={!open}
      className="absolute inset-x-3 top-16 bottom-3 z-10 flex-col sm:top-3 sm:right-auto sm:w-[min(21rem,calc(100%-1.5rem))] overflow-hidden rounded-xl bg-white/97 shadow-2xl ring-1 ring-ink-200 backdrop-blur-sm [&:not([hidden])]:flex"
    >
      <div className="flex items-start justify-between gap-3 border-b border-ink-100 px-4 pt-4 pb-3">
        <div>
          <h3 className="text-base font-semibold text-ink-900">Learning Pathways</h3>
          <p className="mt-0.5 text-xs leading-5 text-ink-600">
            How our engineers grow into these roles, step by step.
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close learning pathways"
          className="-mr-1 flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-lg text-ink-500 hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3">
        <div role="tablist" aria-label="Learning pathways" aria-orientation="vertical" className="grid gap-1.5">
          {learningPathways.map((pathway, index) => {
            const selected = index === activeIndex;
            return (
              <button
                key={pathway.id}
                {...tabProps(index)}
                id={`${pathway.id}-tab`}
                aria-controls={`${pathway.id}-panel`}
                className={cn(
                  "flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm ring-1 transition-colors ring-inset focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600",
                  selected
                    ? "bg-brand-600 text-white ring-brand-600"
                    : "bg-white text-ink-800 ring-ink-200 hover:bg-ink-50",
                )}
              >
                <span className="font-semibold">{pathway.title}</span>
                <span
                  className={cn(
                    "inline-flex shrink-0 items-center gap-1 text-xs",
                    selected ? "text-brand-50" : "text-ink-600",
                  )}
                >
                  <Clock aria-hidden className="size-3.5" />
                  {pathway.duration}
                </span>
              </button>
            );
          })}
        </div>
        <div role="tabpanel" id={`${active.id}-panel`} aria-labelledby={`${active.id}-tab`} className="mt-4">
          <p className="text-sm leading-6 text-ink-600">{active.summary}</p>
          <ol className="mt-3 grid gap-1">
            {active.steps.map((step, index) => {
              const skill = findSkill(step.skill);
              if (!skill) return null;
              const selected = selectedId === skill.id;
              return (
                <li key={step.skill}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    onClick={() => onSelect(skill.id)}
                    className={cn(
                      "flex w-full cursor-pointer items-start gap-3 rounded-lg px-2 py-1.5 text-left transition-colors focus-visible:outline-2 focus-visible:outline-brand-600",
                      selected ? "bg-brand-50" : "hover:bg-ink-50",
                    )}
                  >
                    <span
                      aria-hidden
                      className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-400 text-xs font-bold text-ink-950"
                    >
                      {index + 1}
                    </span>
                    <span className="min-w-0">
                      <span className="flex items-center gap-1.5 text-sm font-semibold text-ink-900">
                        <span
                          aria-hidden
                          className="size-2 rounded-full"
                          style={{ backgroundColor: groupColours[skill.group] }}
                        />
                        {skill.label}
                      </span>
                      <span className="block text-xs leading-5 text-ink-600">{step.milestone}</span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>
        </div>
      </div>
    </div>
  );
}
