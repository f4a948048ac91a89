import { BarChart3, Brain, Cloud, Cpu, type LucideIcon } from "lucide-react";
import { SectionHeading } from "#app/components/ui/section-heading";
import { talentCategories } from "#app/content/talent-categories";
import { cn } from "#app/lib/cn";
import { useTabs } from "#app/lib/use-roving-tabs";
import type { TalentCategoryId } from "#app/schemas/talent-request";
import { TalentCategoryPanel, TalentCategoryPromises, categoryPanelId, categoryTabId } from "./talent-category-panel";

const icons: Record<TalentCategoryId, LucideIcon> = {
  "machine-learning": Brain,
  "data-scientists": BarChart3,
  "ai-engineers": Cpu,
  "cloud-architects": Cloud,
};

/**
 * Expert Talent Categories: four tabs (the first selected), each with its figures, beside what every
 * hire includes and a 'Hire {category}' button for the chosen one. Every panel is in the HTML, the
 * unchosen ones `hidden`, so search engines have every category's figures, not only the first one's.
 */
export function TalentCategoriesSection() {
  const { selected, switched, tabProps } = useTabs(talentCategories.length);

  return (
    <section
      id="talent-categories"
      aria-labelledby="talent-categories-title"
      className="bg-white bg-gradient-to-b from-brand-50/70 to-transparent bg-[length:100%_26rem] bg-no-repeat py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="talent-categories-title" eyebrow="Expert Talent Categories" title="Who do you need?">
          Four specialisms, each with a bench of pre-screened experts. Choose one to see its track record and what every
          placement includes.
        </SectionHeading>
        <div
          role="tablist"
          aria-label="Talent categories"
          className="mt-12 grid grid-cols-2 gap-2 rounded-2xl bg-ink-100/80 p-1.5 ring-1 ring-ink-200/70 sm:mt-14 lg:grid-cols-4"
        >
          {talentCategories.map((category, index) => {
            const Icon = icons[category.id];
            const isSelected = index === selected;
            return (
              <button
                key={category.id}
                {...tabProps(index)}
                id={categoryTabId(category.id)}
                aria-controls={categoryPanelId(category.id)}
                className={cn(
                  "flex cursor-pointer items-center justify-center gap-2.5 rounded-xl px-3 py-3 text-sm font-semibold transition sm:text-base",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                  isSelected
                    ? "bg-white text-brand-700 shadow-md ring-1 ring-ink-200"
                    : "text-ink-600 hover:text-ink-900",
                )}
              >
                <Icon aria-hidden className="size-5 shrink-0" />
                <span className="sm:hidden">{category.tab}</span>
                <span className="hidden sm:inline">{category.title}</span>
              </button>
            );
          })}
        </div>
        <div className="mt-6 grid overflow-hidden rounded-3xl bg-white shadow-xl ring-1 shadow-brand-900/5 ring-ink-200/80 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)]">
          {talentCategories.map((category, index) => (
            <TalentCategoryPanel key={category.id} category={category} hidden={index !== selected} animate={switched} />
          ))}
          <TalentCategoryPromises category={talentCategories[selected] ?? talentCategories[0]} />
        </div>
      </div>
    </section>
  );
}
